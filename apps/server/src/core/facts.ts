import {
  dollarsToCents,
  type CreditSummary as UnderwritingCreditSummary,
  type RentalIncome,
} from '@openheloc/domain';
// The providers' own type files, not their index: the index reaches the database, whose schema
// stores these facts (an import cycle otherwise).
import type { CreditBureauIdentity, CreditReport, Tradeline } from '../providers/credit/types';
import type { FloodCertification } from '../providers/flood/types';
import type { PropertyRecord, RentEstimate, Valuation } from '../providers/property/types';
import type { Lien } from '../providers/provider-types';

/** The bureau's answer, kept in the shape underwriting reads, plus what notices need. */
export type CreditFacts = {
  pullType: 'SOFT' | 'HARD';
  outcome: CreditReport['outcome'];
  pulledAt: string;
  reportId: string | null;
  score: number | null;
  scoreFactors: string[];
  summary: UnderwritingCreditSummary;
  /** The report's loans on the subject property, matched to the recorded liens by position. */
  propertyLiens?: CreditPropertyLien[];
  /** The agency that supplied the report, named in adverse-action notices (absent on older rows). */
  bureau?: CreditBureauIdentity;
};

export type CreditPropertyLien = {
  position: number;
  kind: 'MORTGAGE' | 'HELOC';
  monthlyPayment: number;
};

export type PropertyFacts = {
  recordId: string;
  ownershipMatch: boolean;
  /** Whom the records vest the property in (absent on facts recorded before it was kept). */
  owners?: { firstName: string; lastName: string }[];
  lastTransferDate: string;
  liens: Lien[];
};

export type ValuationFacts = Pick<
  Valuation,
  'valuationId' | 'value' | 'confidenceScore' | 'confidence'
>;

/**
 * The rent a DSCR loan is qualified on, in cents: the valuation provider's estimate, or the
 * borrower's lease (its upload and the rent they entered) with the estimate's carrying costs.
 */
export type RentFacts = RentalIncome & { estimateId: string; leaseDocumentUuid?: string };

export type FloodFacts = Pick<
  FloodCertification,
  'certificateId' | 'zone' | 'floodInsuranceRequired'
>;

export type BpoFacts = {
  orderId: string;
  status: 'BPO_PROCESSING' | 'BPO_COMPLETE';
  value: number | null;
};

export type TitleFacts = { reportId: string; clearToClose: boolean; ownershipMatch: boolean };

const LIEN_KINDS: readonly Tradeline['kind'][] = ['MORTGAGE', 'HELOC'];

function tradelineType(kind: Tradeline['kind']) {
  if (kind === 'CREDIT_CARD') return 'REVOLVING' as const;
  if (LIEN_KINDS.includes(kind)) return 'MORTGAGE' as const;
  return 'INSTALLMENT' as const;
}

/**
 * The bureau report as underwriting reads it: liens on the subject property apart from the other
 * debts, and every account now past due as a delinquency reported on the pull date.
 */
export function creditFactsOf(report: CreditReport, bureau: CreditBureauIdentity): CreditFacts {
  const base = {
    pullType: report.pullType,
    outcome: report.outcome,
    pulledAt: report.pulledAt,
    bureau,
  };
  if (report.outcome !== 'FOUND') {
    return {
      ...base,
      reportId: report.outcome === 'FROZEN' ? report.reportId : null,
      score: null,
      scoreFactors: [],
      summary: { status: report.outcome === 'FROZEN' ? 'FROZEN' : 'NO_FILE' },
    };
  }
  const onProperty = (t: Tradeline) => LIEN_KINDS.includes(t.kind) && t.lienPosition !== null;
  const reportedOn = report.pulledAt.slice(0, 10);
  return {
    ...base,
    reportId: report.reportId,
    score: report.score,
    scoreFactors: report.scoreFactors,
    propertyLiens: report.tradelines.flatMap((t) =>
      onProperty(t) && t.lienPosition !== null
        ? [
            {
              position: t.lienPosition,
              kind: t.kind === 'HELOC' ? ('HELOC' as const) : ('MORTGAGE' as const),
              monthlyPayment: t.monthlyPayment,
            },
          ]
        : [],
    ),
    summary: {
      status: 'FOUND',
      score: report.score,
      tradelines: report.tradelines
        .filter((t) => !onProperty(t))
        .map((t) => ({
          type: tradelineType(t.kind),
          balance: dollarsToCents(t.balance),
          monthlyPayment: dollarsToCents(t.monthlyPayment),
        })),
      mortgageLiens: report.tradelines.filter(onProperty).map((t) => ({
        balance: dollarsToCents(t.balance),
        monthlyPayment: dollarsToCents(t.monthlyPayment),
      })),
      delinquencies: report.tradelines
        .filter((t) => t.daysPastDue > 0)
        .map((t) => ({
          type: LIEN_KINDS.includes(t.kind) ? ('MORTGAGE' as const) : ('OTHER' as const),
          daysPastDue: t.daysPastDue,
          reportedOn,
        })),
    },
  };
}

export function propertyFactsOf(record: PropertyRecord): PropertyFacts {
  return {
    recordId: record.recordId,
    ownershipMatch: record.ownershipMatch,
    owners: record.owners,
    lastTransferDate: record.lastTransferDate,
    liens: record.liens,
  };
}

export function valuationFactsOf(valuation: Valuation): ValuationFacts {
  const { valuationId, value, confidenceScore, confidence } = valuation;
  return { valuationId, value, confidenceScore, confidence };
}

export function rentFactsOf(estimate: RentEstimate): RentFacts {
  return {
    source: 'RENT_ESTIMATE',
    estimateId: estimate.estimateId,
    monthlyRent: dollarsToCents(estimate.monthlyRent),
    monthlyTaxes: dollarsToCents(estimate.monthlyTaxes),
    monthlyInsurance: dollarsToCents(estimate.monthlyInsurance),
    monthlyAssociationDues: dollarsToCents(estimate.monthlyAssociationDues),
  };
}

export function floodFactsOf(certification: FloodCertification): FloodFacts {
  const { certificateId, zone, floodInsuranceRequired } = certification;
  return { certificateId, zone, floodInsuranceRequired };
}
