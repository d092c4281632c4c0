import { z } from 'zod';

/** Rate types an offer can be priced with. */
export const RATE_TYPES = [
  'ALL_IN',
  'AUTOPAY',
  'CREDIT_UNION',
  'DEPARTMENT_OF_COMMERCE_CU',
  'QUORUM',
  'TEACHERS_FEDERAL_CU',
  'VALLEY_STRONG_FFA',
  'VALLEY_STRONG_NON_FFA',
] as const;
export const zRateType = z.enum(RATE_TYPES);
export type RateType = z.infer<typeof zRateType>;

/** The spec's second list: the same programs without the AUTOPAY and CREDIT_UNION discounts. */
export const RATE_PROGRAMS = [
  'ALL_IN',
  'DEPARTMENT_OF_COMMERCE_CU',
  'QUORUM',
  'TEACHERS_FEDERAL_CU',
  'VALLEY_STRONG_FFA',
  'VALLEY_STRONG_NON_FFA',
] as const satisfies readonly RateType[];
export const zRateProgram = z.enum(RATE_PROGRAMS);
export type RateProgram = z.infer<typeof zRateProgram>;

export const INTEREST_TYPES = ['UNKNOWN', 'FIXED', 'FLOATING'] as const;
export const zInterestType = z.enum(INTEREST_TYPES);
export type InterestType = z.infer<typeof zInterestType>;
