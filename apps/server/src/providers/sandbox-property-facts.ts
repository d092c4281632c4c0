import type { PropertyCondition } from '@openheloc/domain';
import type { Lien, PostalAddress } from './provider-types';
import { addressParts, seedFrom, type Seed } from './stable-hash';

/**
 * The sandbox's picture of one property, derived from its address alone, so that the credit
 * bureau's mortgage, the public-record lien, the title report, the valuation and the BPO agree.
 */
export type SandboxPropertyFacts = {
  parcelNumber: string;
  yearBuilt: number;
  livingAreaSqFt: number;
  /** When the current owners bought it (and the first mortgage was recorded). */
  purchaseDate: string;
  firstMortgage: {
    lenderName: string;
    accountLast4: string;
    originalAmount: number;
    estimatedBalance: number;
    interestRatePercent: number;
    /** Principal and interest on a 30-year amortisation. */
    monthlyPayment: number;
    recordedDate: string;
  };
  /** About 2.5x the liens, rounded to $1,000. */
  marketValue: number;
  /** What a BPO inspector would report. */
  condition: Extract<PropertyCondition, 'AVERAGE' | 'GOOD' | 'EXCELLENT'>;
  legalDescription: string;
};

const LENDERS = [
  'Sandbox Home Loans',
  'Riverbend Mortgage',
  'Keystone Savings Bank',
  'Summit Lending',
  'Harborview Mortgage',
] as const;
const SUBDIVISIONS = ['Oak Meadow', 'Willow Creek', 'Cedar Ridge', 'Lakeview', 'Foxhall'] as const;

export function propertySeed(address: PostalAddress): Seed {
  return seedFrom('property', ...addressParts(address));
}

export function sandboxPropertyFacts(seed: Seed): SandboxPropertyFacts {
  const purchaseYear = seed.int('purchase.year', 2008, 2021);
  const purchaseDate = isoDate(
    purchaseYear,
    seed.int('purchase.month', 1, 12),
    seed.int('purchase.day', 1, 28),
  );
  const originalAmount = seed.int('mortgage.original', 180, 420) * 1_000;
  const estimatedBalance = roundTo((originalAmount * seed.int('mortgage.left', 55, 90)) / 100, 100);
  const interestRatePercent = seed.int('mortgage.rate', 275, 650) / 100;
  const marketValue = roundTo(
    (estimatedBalance * seed.int('value.multiple', 240, 260)) / 100,
    1_000,
  );
  return {
    parcelNumber: `${seed.int('apn.book', 100, 999)}-${seed.int('apn.page', 100, 999)}-${seed.int('apn.parcel', 10, 99)}`,
    yearBuilt: Math.min(seed.int('year.built', 1955, 2015), purchaseYear),
    livingAreaSqFt: seed.int('living.area', 12, 36) * 100,
    purchaseDate,
    firstMortgage: {
      lenderName: seed.pick('mortgage.lender', LENDERS),
      accountLast4: String(seed.int('mortgage.account', 0, 9_999)).padStart(4, '0'),
      originalAmount,
      estimatedBalance,
      interestRatePercent,
      monthlyPayment: Math.round(amortisedPayment(originalAmount, interestRatePercent, 360)),
      recordedDate: purchaseDate,
    },
    marketValue,
    condition: seed.pick('condition', ['AVERAGE', 'GOOD', 'GOOD', 'EXCELLENT'] as const),
    legalDescription:
      `Lot ${seed.int('legal.lot', 1, 48)}, Block ${seed.int('legal.block', 1, 12)}, ` +
      `${seed.pick('legal.subdivision', SUBDIVISIONS)} Subdivision, as recorded in Plat Book ` +
      `${seed.int('legal.book', 10, 99)}, Page ${seed.int('legal.page', 1, 250)}`,
  };
}

/** The recorded liens on the home, as public records and title report them. */
export function sandboxLiens(facts: SandboxPropertyFacts): Lien[] {
  const { lenderName, originalAmount, estimatedBalance, recordedDate } = facts.firstMortgage;
  return [{ position: 1, lenderName, originalAmount, estimatedBalance, recordedDate }];
}

export function amortisedPayment(principal: number, annualRatePercent: number, months: number) {
  const r = annualRatePercent / 100 / 12;
  return r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
