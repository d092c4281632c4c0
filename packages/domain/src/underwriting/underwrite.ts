import type { SubDecision } from '../enums/decision';
import {
  BASIS_POINTS_PER_PERCENT,
  BASIS_POINTS_PER_UNIT,
  percentToBasisPoints,
} from '../money/basis-points';
import { addCents, cents, CENTS_PER_DOLLAR, dollarsToCents, type Cents } from '../money/cents';
import { divideRoundingHalfUp } from '../money/exact-division';
import { percentOf } from '../money/percent-of';
import {
  adverseActionReasons,
  INELIGIBILITY_REASON_CODES,
  type AdverseActionReasonCode,
} from './adverse-action';
import { buildOffers, marginRowFor, type OfferBuild } from './build-offers';
import { daysSince } from './calendar-days';
import { buildDscrOffers, type DscrFigures } from './dscr-offers';
import type { ReviewReason, UnderwritingDecision } from './decision-schema';
import { dtiPercent } from './offer-capacity';
import type { PricingConfig } from './pricing-config-schema';
import { assessFlood, assessValuation, isRecentlyTransferred } from './property-rules';
import {
  zUnderwritingInput,
  type CreditSummary,
  type UnderwritingInput,
} from './underwriting-input';

/** Bureaus report a payment as late once it is 30 days past due. */
const REPORTABLE_DAYS_PAST_DUE = 30;

export interface UnderwriteOptions {
  /** The decision's clock, for the 90-day transfer rule and the delinquency look-back. */
  now: Date;
}

type FoundCredit = Extract<CreditSummary, { status: 'FOUND' }>;

const MONTHS_PER_YEAR = 12n;

/** The largest whole-dollar line whose CLTV stays within the cap: (liens + line) / value <= cap. */
function maxLineForCltv(value: Cents, liens: Cents, maxCltvPercent: number): Cents {
  const cap = BigInt(value) * BigInt(percentToBasisPoints(maxCltvPercent));
  const room = cap / BASIS_POINTS_PER_UNIT - BigInt(liens);
  const dollars = room > 0n ? room / BigInt(CENTS_PER_DOLLAR) : 0n;
  return cents(dollars * BigInt(CENTS_PER_DOLLAR));
}

function hasRecentMortgageDelinquency(
  report: FoundCredit,
  config: PricingConfig,
  now: Date,
): boolean {
  return report.delinquencies.some(
    (item) =>
      item.type === 'MORTGAGE' &&
      item.daysPastDue >= REPORTABLE_DAYS_PAST_DUE &&
      daysSince(item.reportedOn, now) <= config.mortgageDelinquencyLookbackDays,
  );
}

function offerSubDecision(
  bpoPending: boolean,
  dtiLimited: boolean,
  incomeVerified: boolean,
): SubDecision {
  if (bpoPending) return 'BPO_PENDING';
  if (dtiLimited) return incomeVerified ? 'VERIFIED_DTI_LIMITED' : 'UNVERIFIED_DTI_LIMITED';
  return incomeVerified ? 'VERIFIED_OFFER' : 'UNVERIFIED_OFFER';
}

/**
 * Decides an application from the bureau's summary, the property data and the stated income,
 * and prices its offers. Pure and deterministic: the same input, config and clock give the same
 * record. Every DECLINE or INELIGIBLE decision carries its adverse-action reasons.
 */
export function underwrite(
  rawInput: UnderwritingInput,
  config: PricingConfig,
  { now }: UnderwriteOptions,
): UnderwritingDecision {
  const input = zUnderwritingInput.parse(rawInput);
  const { property, income } = input;
  const reasons = new Set<AdverseActionReasonCode>();
  const reviewReasons: ReviewReason[] = [];
  // The DSCR loan is qualified on the property's rent: the borrower's income plays no part.
  const dscrTerms = input.product === 'DSCR' ? input.dscr : undefined;

  if (isRecentlyTransferred(property.lastTransferDate, config, now)) reasons.add('RECENT_TRANSFER');
  const annualIncome = addCents(income.annual, income.other);
  if (dscrTerms) {
    // No income rule.
  } else if (income.employmentType === 'UNEMPLOYED') reasons.add('UNEMPLOYED');
  else if (annualIncome <= 0) reasons.add('INSUFFICIENT_INCOME');

  const report = input.credit.status === 'FOUND' ? input.credit : null;
  const creditScore = report?.score ?? null;
  if (input.credit.status === 'NO_FILE') reasons.add('NO_CREDIT_FILE');
  if (report && creditScore === null) reasons.add('NO_CREDIT_SCORE');
  if (creditScore !== null && creditScore < config.minCreditScore) {
    reasons.add('CREDIT_SCORE_BELOW_MINIMUM');
  }

  const valuation = assessValuation(property, config);
  const value = valuation.valueUsed;
  const existingLienBalance = cents(
    Math.max(
      property.existingLienBalance,
      addCents(...(report?.mortgageLiens.map((lien) => lien.balance) ?? [])),
    ),
  );
  const maxCltvPercent = dscrTerms
    ? Math.max(...dscrTerms.grid.rows.map((row) => row.maxLtv)) / BASIS_POINTS_PER_PERCENT
    : config.maxCltvPercentByOccupancy[property.occupancy];
  const maxLineByCltv =
    value === null ? null : maxLineForCltv(value, existingLienBalance, maxCltvPercent);
  const minLoanAmount = dollarsToCents(config.minLoanAmount);
  if (maxLineByCltv !== null && maxLineByCltv < minLoanAmount) {
    reasons.add('INSUFFICIENT_EQUITY');
  }

  const monthlyDebts = report
    ? addCents(
        ...[...report.tradelines, ...report.mortgageLiens].map((debt) => debt.monthlyPayment),
      )
    : null;
  const capacity =
    monthlyDebts === null || annualIncome <= 0
      ? null
      : { monthlyDebts, annualIncome, maxDtiBps: percentToBasisPoints(config.maxDtiPercent) };

  let build: OfferBuild = { offers: [], lowestDtiAtMinimum: null };
  let dscrFigures: DscrFigures | undefined;
  const creditPriceable =
    creditScore !== null &&
    creditScore >= config.minCreditScore &&
    marginRowFor(config, creditScore) !== undefined;
  if (
    dscrTerms &&
    report &&
    creditPriceable &&
    value !== null &&
    maxLineByCltv !== null &&
    maxLineByCltv >= minLoanAmount
  ) {
    const loanLimit = dollarsToCents(config.maxLoanAmount);
    const dscrBuild = buildDscrOffers(
      config,
      {
        creditScore,
        occupancy: property.occupancy,
        state: property.state,
        product: input.product,
        autopay: input.autopay,
        propertyValue: value,
        existingLienBalance,
        valuationFeeApplies: valuation.bpoRequired,
      },
      {
        ...dscrTerms,
        existingLienPayments: addCents(...report.mortgageLiens.map((lien) => lien.monthlyPayment)),
      },
      (maxLtv) =>
        cents(
          Math.min(
            loanLimit,
            maxLineForCltv(value, existingLienBalance, maxLtv / BASIS_POINTS_PER_PERCENT),
          ),
        ),
    );
    build = { offers: dscrBuild.offers, lowestDtiAtMinimum: null };
    dscrFigures = dscrBuild.figures;
    if (build.offers.length === 0) reasons.add('DSCR_BELOW_MINIMUM');
  } else if (
    !dscrTerms &&
    creditPriceable &&
    value !== null &&
    maxLineByCltv !== null &&
    capacity !== null
  ) {
    const maxLine = cents(Math.min(dollarsToCents(config.maxLoanAmount), maxLineByCltv));
    if (maxLine >= minLoanAmount) {
      build = buildOffers(config, {
        creditScore,
        occupancy: property.occupancy,
        state: property.state,
        product: input.product,
        autopay: input.autopay,
        propertyValue: value,
        existingLienBalance,
        valuationFeeApplies: valuation.bpoRequired,
        maxLine,
        capacity,
      });
      if (build.offers.length === 0) reasons.add('DTI_TOO_HIGH');
    }
  }

  const adverse = adverseActionReasons(reasons);
  let decision: UnderwritingDecision['decision'];
  let subDecision: SubDecision = 'UNKNOWN_SUBDECISION';
  let offers = build.offers;
  if (adverse.length > 0) {
    decision = adverse.some((reason) => INELIGIBILITY_REASON_CODES.includes(reason.code))
      ? 'INELIGIBLE'
      : 'DECLINE';
    offers = [];
  } else if (input.credit.status === 'FROZEN') {
    decision = 'ERROR';
    subDecision = 'CREDIT_FROZEN';
  } else if (value === null) {
    decision = 'REVIEW';
    subDecision = 'BPO_PENDING';
    reviewReasons.push('VALUE_UNAVAILABLE');
  } else {
    // Offers exist here: without them a decline reason was recorded above.
    const dtiLimited = offers.every((offer) => offer.limitedBy === 'DTI');
    subDecision = offerSubDecision(
      valuation.bpoStatus === 'BPO_REQUIRED',
      dtiLimited,
      income.verified,
    );
    decision = 'APPROVED';
  }
  if (report && offers.length > 0 && hasRecentMortgageDelinquency(report, config, now)) {
    decision = 'REVIEW';
    reviewReasons.push('MORTGAGE_DELINQUENCY');
  }

  const best = offers.reduce<(typeof offers)[number] | null>(
    (top, offer) => (top === null || offer.maxAmount > top.maxAmount ? offer : top),
    null,
  );
  const ratio = (amount: Cents) => (value === null ? null : percentOf(amount, value));
  return {
    decision,
    subDecision,
    adverseActionReasons: adverse,
    reviewReasons,
    figures: {
      creditScore,
      existingLienBalance,
      currentLtvPercent: ratio(existingLienBalance),
      maxCltvPercent,
      cltvPercent: best ? ratio(addCents(existingLienBalance, best.maxAmount)) : null,
      monthlyIncome: cents(divideRoundingHalfUp(BigInt(annualIncome), MONTHS_PER_YEAR)),
      monthlyDebts,
      currentDtiPercent: capacity ? dtiPercent(capacity, cents(0)) : null,
      maxDtiPercent: config.maxDtiPercent,
      dtiPercent: best
        ? best.dtiPercent
        : reasons.has('DTI_TOO_HIGH')
          ? build.lowestDtiAtMinimum
          : null,
      maxLineByCltv,
      maxLineAmount: best?.maxAmount ?? null,
      primeRateBps: percentToBasisPoints(config.primeRatePercent),
      primeRateAsOf: config.primeRateAsOf,
      ...(dscrFigures ? { dscr: dscrFigures } : {}),
    },
    valuation,
    flood: assessFlood(property.floodZone),
    offers,
  };
}
