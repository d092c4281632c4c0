import { describe, expect, it } from 'vitest';
import {
  instantSandboxProviders,
  SANDBOX_ADDRESS,
  SANDBOX_DATE_OF_BIRTH,
  SANDBOX_FIXED_NOW,
  sandboxAddress,
  sandboxApplicant,
} from '../sandbox-fixtures';
import type { PostalAddress } from '../provider-types';
import { SANDBOX_RULES, streetNumberEndsWith } from '../sandbox-rules';
import { daysBefore, toIsoDate } from '../sandbox-time';
import { avmConfidenceFor } from './types';

const providers = instantSandboxProviders();
const property = providers.property;

describe('sandbox property records, by persona', () => {
  it.each([
    ['Smith', true],
    ['Decline', true],
    ['Frozen', true],
    ['Nohit', true],
    ['Noproperty', false],
    ['Highdti', true],
    ['Paystub', true],
    ['Delinquent', true],
  ] as const)('%s owns the property: %s', async (lastName, owns) => {
    const applicant = sandboxApplicant(lastName);
    const record = await property.lookup({ address: SANDBOX_ADDRESS, applicant });
    expect(record.ownershipMatch).toBe(owns);
    expect(record.owners.some((o) => o.lastName === lastName)).toBe(owns);
    expect(record.liens).toHaveLength(1);
  });

  it('matches the owner regardless of case and spacing', async () => {
    const record = await property.lookup({
      address: SANDBOX_ADDRESS,
      applicant: { firstName: ' jane ', lastName: 'SMITH' },
    });
    expect(record.ownershipMatch).toBe(true);
  });
});

describe('sandbox property records and valuation, by address', () => {
  const addresses = Array.from({ length: 40 }, (_, i) => sandboxAddress(`${300 + i * 11} Pine Rd`));
  const ruleSuffixes = [
    SANDBOX_RULES.floodZoneAeStreetNumberSuffix,
    SANDBOX_RULES.lowConfidenceStreetNumberSuffix,
    SANDBOX_RULES.recentTransferStreetNumberSuffix,
  ];
  const avoidsRules = (address: PostalAddress) =>
    !ruleSuffixes.some((suffix) => streetNumberEndsWith(address, suffix));

  it('values the home at about 2.5x its liens, with high confidence', async () => {
    for (const address of addresses.filter(avoidsRules)) {
      const record = await property.lookup({ address, applicant: sandboxApplicant() });
      const valuation = await property.valuate({ address });
      const liens = record.liens.reduce((sum, lien) => sum + lien.estimatedBalance, 0);
      expect(valuation.value / liens).toBeGreaterThan(2.35);
      expect(valuation.value / liens).toBeLessThan(2.65);
      expect(valuation.confidence).toBe('HIGH');
      expect(valuation.valueLow).toBeLessThan(valuation.value);
      expect(valuation.valueHigh).toBeGreaterThan(valuation.value);
    }
  });

  it('records the last transfer years ago', async () => {
    for (const address of addresses.filter(avoidsRules)) {
      const record = await property.lookup({ address, applicant: sandboxApplicant() });
      expect(record.lastTransferDate < toIsoDate(daysBefore(SANDBOX_FIXED_NOW, 365 * 3))).toBe(
        true,
      );
    }
  });

  it.each(['90 Bay St', '190 Bay St', '2090 Bay St'])(
    '%s was transferred 30 days ago (ineligible: within 90 days)',
    async (street1) => {
      const record = await property.lookup({
        address: sandboxAddress(street1),
        applicant: sandboxApplicant(),
      });
      expect(record.lastTransferDate).toBe(
        toIsoDate(daysBefore(SANDBOX_FIXED_NOW, SANDBOX_RULES.recentTransferDaysAgo)),
      );
    },
  );

  it.each(['77 Bay St', '1077 Bay St'])('%s gets a low-confidence valuation', async (street1) => {
    const valuation = await property.valuate({ address: sandboxAddress(street1) });
    expect(valuation.confidence).toBe('LOW');
  });

  it('agrees with the credit bureau about the first mortgage', async () => {
    const record = await property.lookup({
      address: SANDBOX_ADDRESS,
      applicant: sandboxApplicant(),
    });
    const report = await providers.credit.softPull({
      applicant: sandboxApplicant(),
      dateOfBirth: SANDBOX_DATE_OF_BIRTH,
      address: SANDBOX_ADDRESS,
    });
    if (report.outcome !== 'FOUND') throw new Error('expected a credit file');
    const mortgage = report.tradelines.find((t) => t.kind === 'MORTGAGE');
    expect(mortgage).toMatchObject({
      creditorName: record.liens[0]?.lenderName,
      balance: record.liens[0]?.estimatedBalance,
    });
  });

  it('gives the same answers for the same address', async () => {
    const request = { address: SANDBOX_ADDRESS, applicant: sandboxApplicant() };
    expect(await property.lookup(request)).toEqual(await property.lookup(request));
    expect(await property.valuate({ address: SANDBOX_ADDRESS })).toEqual(
      await property.valuate({ address: SANDBOX_ADDRESS }),
    );
  });
});

describe('avmConfidenceFor', () => {
  it.each([
    [100, 'HIGH'],
    [80, 'HIGH'],
    [79, 'MEDIUM'],
    [65, 'MEDIUM'],
    [64, 'LOW'],
    [0, 'LOW'],
  ] as const)('score %i is %s', (score, level) => {
    expect(avmConfidenceFor(score)).toBe(level);
  });
});
