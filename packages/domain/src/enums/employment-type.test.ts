import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_TYPES,
  REGISTRATION_INCOME_SOURCE_LABELS,
  REGISTRATION_INCOME_SOURCES,
  zEmploymentType,
  zRegistrationIncomeSource,
} from './employment-type';
import { CHAT_SUPPORT_SPEC, specEnumeration } from '../testing/spec-text';

/** 'Employment types: FULL_TIME, … (the registration flow also uses ALIMONY, …).' */
const REGISTRATION_EXTRAS = (
  /registration flow also uses ([A-Z_, ]+)\)/.exec(CHAT_SUPPORT_SPEC)?.[1] ?? ''
)
  .split(', ')
  .filter(Boolean);

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

  it("has exactly the spec's employment types and the ones the registration flow adds", () => {
    expect(REGISTRATION_EXTRAS).not.toHaveLength(0);
    expect([...REGISTRATION_INCOME_SOURCES].sort()).toEqual(
      [...specEnumeration('Employment types'), ...REGISTRATION_EXTRAS].sort(),
    );
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

  it("are the spec's employment types, in its order", () => {
    expect(EMPLOYMENT_TYPES).toEqual(specEnumeration('Employment types'));
  });

  it('is a subset of the registration sources', () => {
    const registration: readonly string[] = REGISTRATION_INCOME_SOURCES;
    expect(EMPLOYMENT_TYPES.every((type) => registration.includes(type))).toBe(true);
  });
});
