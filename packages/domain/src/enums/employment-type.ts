import { z } from 'zod';

/** Primary source of annual income offered by registration (spec: income source / employment type). */
export const REGISTRATION_INCOME_SOURCES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export const zRegistrationIncomeSource = z.enum(REGISTRATION_INCOME_SOURCES);
export type RegistrationIncomeSource = z.infer<typeof zRegistrationIncomeSource>;

export const REGISTRATION_INCOME_SOURCE_LABELS: Readonly<Record<RegistrationIncomeSource, string>> =
  {
    FULL_TIME: 'Employed full-time',
    PART_TIME: 'Employed part-time',
    SELF_EMPLOYED: 'Self-employed',
    RETIRED: 'Retired',
    UNEMPLOYED: 'Unemployed / furloughed',
    ALIMONY: 'Alimony',
    CHILD_SUPPORT: 'Child support',
    SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
    PUBLIC_ASSISTANCE_PROGRAM: 'Public assistance program',
  };

/** Employment types an application's income sources carry. */
export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
] as const;
export const zEmploymentType = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof zEmploymentType>;
