import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPES,
  REGISTRATION_INCOME_SOURCE_LABELS,
  REGISTRATION_INCOME_SOURCES,
  zEmploymentType,
  zRegistrationIncomeSource,
} from './employment-type';

describe('registration income sources', () => {
  it.each([
    ['FULL_TIME', 'Employed full-time'],
    ['PART_TIME', 'Employed part-time'],
    ['SELF_EMPLOYED', 'Self-employed'],
    ['RETIRED', 'Retired'],
    ['UNEMPLOYED', 'Unemployed / furloughed'],
    ['ALIMONY', 'Alimony'],
    ['CHILD_SUPPORT', 'Child support'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'Separate maintenance payments'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'Public assistance program'],
  ] as const)('%s is labelled %s', (value, label) => {
    expect(zRegistrationIncomeSource.parse(value)).toBe(value);
    expect(REGISTRATION_INCOME_SOURCE_LABELS[value]).toBe(label);
  });

  it('has exactly the nine spec values', () => {
    expect(REGISTRATION_INCOME_SOURCES).toHaveLength(9);
  });
});

describe('application employment types', () => {
  it.each([
    ['FULL_TIME', true],
    ['PART_TIME', true],
    ['SELF_EMPLOYED', true],
    ['RETIRED', true],
    ['UNEMPLOYED', true],
    ['SEPARATE_MAINTENANCE_PAYMENTS', true],
    ['ALIMONY', false],
    ['CHILD_SUPPORT', false],
    ['PUBLIC_ASSISTANCE_PROGRAM', false],
  ] as const)('%s accepted: %s', (value, accepted) => {
    expect(zEmploymentType.safeParse(value).success).toBe(accepted);
  });

  it('is a subset of the registration sources', () => {
    const registration: readonly string[] = REGISTRATION_INCOME_SOURCES;
    expect(EMPLOYMENT_TYPES.every((type) => registration.includes(type))).toBe(true);
  });
});
