import {
  addCents,
  dollarsToCents,
  resolvePricingConfig,
  ZERO_CENTS,
  type ApplicationStatusFlags,
  underwrite,
  zRegistrationIncomeSource,
  type Offer,
  type OccupancyType,
  type OrganizationProduct,
  type RentalIncome,
  type UnderwritingDecision,
  type UnderwritingInput,
  type UsState,
} from '@openheloc/domain';
import { applicationOffers, type ApplicationFacts } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import type { Applicant } from './applicant';
import type { WorkflowDeps } from './workflow-deps';
import type { ApplicationChanges, ApplicationRow } from '../../db/rows';

/** The underwriting input from what the providers answered and what the borrower stated. */
export function underwritingInputOf(
  application: ApplicationRow,
  applicant: Applicant,
  facts: ApplicationFacts,
  product: Pick<OrganizationProduct, 'interestOnlyAgeRestricted' | 'dscrPricingGrid'>,
): UnderwritingInput {
  if (!facts.credit || !facts.property) {
    throw new Error(
      `Application ${application.uuid} is underwritten before its credit and property`,
    );
  }
  const { profile, property } = applicant;
  const verified = facts.verifiedAnnualIncome;
  const dscr = product.dscrPricingGrid
    ? { rent: rentOf(application, facts), grid: product.dscrPricingGrid }
    : undefined;
  return {
    credit: facts.credit.summary,
    property: {
      state: property.state as UsState,
      occupancy: (property.occupancyType ?? 'PRIMARY') as OccupancyType,
      avm: facts.valuation
        ? {
            value: dollarsToCents(facts.valuation.value),
            confidence: facts.valuation.confidenceScore,
          }
        : null,
      bpoValue: facts.bpo?.value == null ? null : dollarsToCents(facts.bpo.value),
      existingLienBalance: addCents(
        ...facts.property.liens.map((lien) => dollarsToCents(lien.estimatedBalance)),
      ),
      lastTransferDate: facts.property.lastTransferDate,
      floodZone: facts.flood?.zone ?? null,
    },
    income: {
      annual: verified ?? profile.annualIncome ?? ZERO_CENTS,
      other: profile.otherIncome ?? ZERO_CENTS,
      employmentType: zRegistrationIncomeSource.parse(profile.employmentType),
      verified: verified !== undefined,
    },
    product: dscr
      ? 'DSCR'
      : product.interestOnlyAgeRestricted
        ? 'AGE_RESTRICTED_INTEREST_ONLY'
        : 'HELOC',
    autopay: application.payType !== 'MANUAL',
    ...(dscr ? { dscr } : {}),
  };
}

function rentOf(application: ApplicationRow, facts: ApplicationFacts): RentalIncome {
  if (!facts.rent) {
    throw new Error(`DSCR application ${application.uuid} is underwritten before its rent`);
  }
  const { source, monthlyRent, monthlyTaxes, monthlyInsurance, monthlyAssociationDues } =
    facts.rent;
  return { source, monthlyRent, monthlyTaxes, monthlyInsurance, monthlyAssociationDues };
}

export function decide(
  deps: WorkflowDeps,
  application: ApplicationRow,
  applicant: Applicant,
  facts: ApplicationFacts,
): UnderwritingDecision {
  const org = deps.organizations.byCode(application.orgCode);
  if (!org) throw new Error(`Unknown organisation ${application.orgCode}`);
  const product = org.meta.products[application.product] ?? { interestOnlyAgeRestricted: false };
  const input = underwritingInputOf(application, applicant, facts, product);
  return underwrite(input, resolvePricingConfig(org.pricingData), { now: deps.now() });
}

/**
 * Stores a decision: a new round of offers, the decision record and the status flags it sets.
 * Returns the application changes to write with the transition.
 */
export async function recordDecision(
  tx: DbTransaction,
  application: ApplicationRow,
  decision: UnderwritingDecision,
  facts: ApplicationFacts,
): Promise<ApplicationChanges & { status: ApplicationStatusFlags }> {
  const round = application.underwritingRound + 1;
  if (decision.offers.length > 0) {
    await tx.insert(applicationOffers).values(
      decision.offers.map((offer: Offer) => ({
        applicationUuid: application.uuid,
        orgCode: application.orgCode,
        round,
        offerId: offer.id,
        termYears: offer.termYears,
        minAmount: offer.minAmount,
        maxAmount: offer.maxAmount,
        offer,
      })),
    );
  }
  const codes = decision.adverseActionReasons.map((reason) => reason.code);
  return {
    underwriting: decision,
    underwritingRound: round,
    facts: { ...facts, adverseActionReasons: decision.adverseActionReasons },
    status: {
      ...application.status,
      uwDecision: decision.decision,
      uwSubDecision: decision.subDecision,
      dtiDecline: codes.includes('DTI_TOO_HIGH'),
      creditScoreDecline: codes.includes('CREDIT_SCORE_BELOW_MINIMUM'),
      bpo:
        application.status.bpo === 'BPO_COMPLETE' ? 'BPO_COMPLETE' : decision.valuation.bpoStatus,
      waitingOnFloodCert: decision.flood.certificatePending,
      propertyComplete: true,
    },
  };
}

/** Where a decision sends an application that has no offer chosen yet. */
export function stateForDecision(decision: UnderwritingDecision) {
  if (decision.decision === 'DECLINE' || decision.decision === 'INELIGIBLE') {
    return 'DECLINED' as const;
  }
  if (decision.reviewReasons.includes('MORTGAGE_DELINQUENCY')) return 'DELINQUENCY_REVIEW' as const;
  if (decision.offers.length === 0) return 'BPO_ORDER_REQUEST' as const;
  return 'OFFER_SELECTION' as const;
}
