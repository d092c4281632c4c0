import { dollarsToCents } from '../money/cents';
import type {
  CreditSummary,
  Delinquency,
  PropertySummary,
  StatedIncome,
  UnderwritingInput,
} from './underwriting-input';

/** The clock every underwriting test decides at. */
export const NOW = new Date('2026-11-22T15:00:00Z');

/** Debts as a person reads them off a bureau report: dollars. */
type DollarDebt<Type extends string = never> = ([Type] extends [never]
  ? object
  : { type: Type }) & {
  balance: number;
  monthlyPayment: number;
};
type DollarReport = {
  status: 'FOUND';
  score: number | null;
  tradelines: DollarDebt<'INSTALLMENT' | 'REVOLVING' | 'MORTGAGE' | 'OTHER'>[];
  mortgageLiens: DollarDebt[];
  delinquencies: Delinquency[];
};
type DollarProperty = Omit<PropertySummary, 'avm' | 'bpoValue' | 'existingLienBalance'> & {
  avm: { value: number; confidence: number } | null;
  bpoValue: number | null;
  existingLienBalance: number;
};
type DollarIncome = Omit<StatedIncome, 'annual' | 'other'> & { annual: number; other: number };

/** Changes to the default bureau report, in dollars. */
export type ReportPatch = Partial<Omit<DollarReport, 'status'>>;
/** A changed report, or a frozen file, or no file at all. */
export type CreditPatch = ReportPatch | Exclude<CreditSummary, { status: 'FOUND' }>;

/** Changes to the default applicant; amounts in dollars, as the rows of the tests read. */
export interface InputPatch {
  credit?: CreditPatch;
  property?: Partial<DollarProperty>;
  income?: Partial<DollarIncome>;
  product?: UnderwritingInput['product'];
  autopay?: boolean;
}

const debtInCents = <T extends { balance: number; monthlyPayment: number }>(debt: T) => ({
  ...debt,
  balance: dollarsToCents(debt.balance),
  monthlyPayment: dollarsToCents(debt.monthlyPayment),
});

/**
 * The sandbox's default applicant: score 760, a $500,000 home carrying $200,000 of liens (value
 * 2.5x the liens), $120,000 a year against $1,900 of monthly debts.
 */
export function applicant(patch: InputPatch = {}): UnderwritingInput {
  const report: DollarReport | Exclude<CreditSummary, { status: 'FOUND' }> =
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
  const property: DollarProperty = {
    state: 'CA',
    occupancy: 'PRIMARY',
    avm: { value: 500_000, confidence: 92 },
    bpoValue: null,
    existingLienBalance: 200_000,
    lastTransferDate: '2015-06-01',
    floodZone: 'X',
    ...patch.property,
  };
  const income: DollarIncome = {
    annual: 120_000,
    other: 0,
    employmentType: 'FULL_TIME',
    verified: false,
    ...patch.income,
  };
  return {
    credit:
      report.status === 'FOUND'
        ? {
            ...report,
            tradelines: report.tradelines.map(debtInCents),
            mortgageLiens: report.mortgageLiens.map(debtInCents),
          }
        : report,
    property: {
      ...property,
      avm: property.avm && { ...property.avm, value: dollarsToCents(property.avm.value) },
      bpoValue: property.bpoValue === null ? null : dollarsToCents(property.bpoValue),
      existingLienBalance: dollarsToCents(property.existingLienBalance),
    },
    income: {
      ...income,
      annual: dollarsToCents(income.annual),
      other: dollarsToCents(income.other),
    },
    product: patch.product ?? 'HELOC',
    autopay: patch.autopay ?? false,
  };
}
