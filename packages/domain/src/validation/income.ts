import { z } from 'zod';
import {
  ANNUAL_INCOME_MAX,
  ANNUAL_INCOME_MIN,
  ANNUAL_INCOME_PLAUSIBLE_MIN,
} from '../constants/field-limits';
import { REGISTRATION_INCOME_SOURCES } from '../enums/employment-type';
import { isWholeCents } from '../money/cents';
import { VALIDATION_MESSAGES as M } from './messages';

/** Annual pre-tax income in dollars, as typed and as the registration call carries it. */
export const zAnnualIncome = z.number({ error: M.required }).check(
  z.gte(ANNUAL_INCOME_MIN, { error: M.amountMin }),
  z.lte(ANNUAL_INCOME_MAX, { error: M.annualIncomeMax }),
  z.refine(isWholeCents, { error: M.wholeCents, abort: true }),
  z.refine((income) => income <= 0 || income >= ANNUAL_INCOME_PLAUSIBLE_MIN, {
    error: M.annualIncomeTooLow,
  }),
);

/** Other income; the spec sets no ceiling, so it shares the annual income's to stay bounded. */
export const zOtherIncome = z
  .number({ error: M.required })
  .check(
    z.gte(ANNUAL_INCOME_MIN, { error: M.amountMin }),
    z.lte(ANNUAL_INCOME_MAX, { error: M.annualIncomeMax }),
    z.refine(isWholeCents, { error: M.wholeCents }),
  );

/**
 * Amount fields hold what was typed ('85,000', '$1200') or a number. Empty means "no value";
 * anything unreadable becomes NaN, refused with how to write the amount.
 */
function toAmount(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

const zAmountField = z
  .pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: M.required })),
    z.transform(toAmount),
  )
  .check(
    z.refine((amount) => amount === undefined || !Number.isNaN(amount), {
      error: M.amountUnreadable,
      abort: true,
    }),
  );

export const zAnnualIncomeField = z.pipe(zAmountField, zAnnualIncome);

/** An empty other-income field counts as 0. */
export const zOtherIncomeField = z.pipe(
  z.pipe(
    zAmountField,
    z.transform((amount: number | undefined) => amount ?? 0),
  ),
  zOtherIncome,
);

/** Primary source of income; unemployed borrowers are turned away with the spec's apology. */
export const zRegistrationEmploymentType = z
  .enum(REGISTRATION_INCOME_SOURCES, { error: M.employmentTypeRequired })
  .check(z.refine((source) => source !== 'UNEMPLOYED', { error: M.unemployed }));
