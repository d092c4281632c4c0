import type {
  CreditSummary,
  PropertySummary,
  StatedIncome,
  UnderwritingInput,
} from './underwriting-input';

/** The clock every underwriting test decides at. */
export const NOW = new Date('2026-11-22T15:00:00Z');

type FoundCredit = Extract<CreditSummary, { status: 'FOUND' }>;
/** Changes to the default bureau report. */
export type ReportPatch = Partial<Omit<FoundCredit, 'status'>>;
/** A changed report, or a frozen file, or no file at all. */
export type CreditPatch = ReportPatch | Exclude<CreditSummary, FoundCredit>;

export interface InputPatch {
  credit?: CreditPatch;
  property?: Partial<PropertySummary>;
  income?: Partial<StatedIncome>;
  product?: UnderwritingInput['product'];
  autopay?: boolean;
}

/**
 * The sandbox's default applicant: score 760, a $500,000 home carrying $200,000 of liens (value
 * 2.5x the liens), $120,000 a year against $1,900 of monthly debts.
 */
export function applicant(patch: InputPatch = {}): UnderwritingInput {
  const credit: CreditSummary =
    patch.credit && 'status' in patch.credit
      ? patch.credit
      : {
          status: 'FOUND',
          score: 760,
          tradelines: [{ type: 'INSTALLMENT', balance: 18_000, monthlyPayment: 400 }],
          mortgageLiens: [{ balance: 200_000, monthlyPayment: 1_500 }],
          delinquencies: [],
          ...patch.credit,
        };
  return {
    credit,
    property: {
      state: 'CA',
      occupancy: 'PRIMARY',
      avm: { value: 500_000, confidence: 92 },
      bpoValue: null,
      existingLienBalance: 200_000,
      lastTransferDate: '2015-06-01',
      floodZone: 'X',
      ...patch.property,
    },
    income: {
      annual: 120_000,
      other: 0,
      employmentType: 'FULL_TIME',
      verified: false,
      ...patch.income,
    },
    product: patch.product ?? 'HELOC',
    autopay: patch.autopay ?? false,
  };
}
