import { EMPLOYMENT_TYPES } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { instantSandboxProviders, sandboxApplicant, sandboxFileBytes } from '../sandbox-fixtures';
import { SANDBOX_LINK_CREDENTIALS } from './sandbox';
import {
  INCOME_LINK_SOURCE_KIND,
  INCOME_LINK_SOURCES,
  INCOME_LINK_SOURCES_BY_EMPLOYMENT_TYPE,
  type IncomeLinkSource,
} from './types';

const income = instantSandboxProviders().income;
const STATED = 120_000;

const paystub = (name: string) => ({
  fileName: `${name}.pdf`,
  contentType: 'application/pdf' as const,
  content: sandboxFileBytes(name),
});

describe('sandbox income links', () => {
  const personas = ['Smith', 'Decline', 'Nohit', 'Highdti', 'Delinquent', 'Paystub'] as const;
  const rows = personas.flatMap((lastName) =>
    INCOME_LINK_SOURCES.map((source) => [lastName, source] as [string, IncomeLinkSource]),
  );

  it.each(rows)('%s linking %s', async (lastName, source) => {
    const result = await income.link({
      applicant: sandboxApplicant(lastName),
      source,
      statedAnnualIncome: STATED,
    });
    if (lastName === 'Paystub') {
      expect(result).toMatchObject({ outcome: 'LINK_FAILED', source });
      return;
    }
    if (result.outcome !== 'LINKED') throw new Error(`expected a link, got ${result.reason}`);
    expect(result.dataKind).toBe(INCOME_LINK_SOURCE_KIND[source]);
    expect(result.verifiedAnnualIncome).toBeGreaterThanOrEqual(STATED);
    expect(result.verifiedAnnualIncome).toBeLessThanOrEqual(STATED * 1.03);
    expect(result.employerName === null).toBe(result.dataKind !== 'PAYROLL');
  });

  it.each([
    ['TRUV_PAYROLL', 'EMPLOYER_NOT_SUPPORTED'],
    ['PLAID_TRANSACTIONS', 'NO_INCOME_DEPOSITS_FOUND'],
    ['POINTSERV_TAX', 'NO_TAX_RETURNS_FOUND'],
  ] as const)('Paystub: a %s link fails with %s', async (source, reason) => {
    const result = await income.link({
      applicant: sandboxApplicant('Paystub'),
      source,
      statedAnnualIncome: STATED,
    });
    expect(result).toEqual({ outcome: 'LINK_FAILED', source, reason });
  });

  it('rejects a source that cannot be linked', async () => {
    await expect(
      income.link({
        applicant: sandboxApplicant(),
        source: 'MANUAL_PAYSTUB' as IncomeLinkSource,
        statedAnnualIncome: STATED,
      }),
    ).rejects.toThrow(/source/);
  });

  it('gives the same result for the same link', async () => {
    const request = {
      applicant: sandboxApplicant(),
      source: 'TRUV_PAYROLL' as const,
      statedAnnualIncome: STATED,
    };
    expect(await income.link(request)).toEqual(await income.link(request));
  });

  it.each(EMPLOYMENT_TYPES)('offers link sources for %s', (employmentType) => {
    const sources = INCOME_LINK_SOURCES_BY_EMPLOYMENT_TYPE[employmentType];
    if (employmentType === 'UNEMPLOYED') expect(sources).toEqual([]);
    else expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(INCOME_LINK_SOURCES).toContain(source);
  });
});

describe('sandbox paystub review', () => {
  it.each(['Paystub', 'Smith'])('verifies uploaded paystubs (%s)', async (lastName) => {
    const review = await income.reviewPaystubs({
      applicant: sandboxApplicant(lastName),
      statedAnnualIncome: STATED,
      paystubs: [paystub('march'), paystub('april')],
    });
    expect(review).toMatchObject({
      status: 'VERIFIED',
      source: 'MANUAL_PAYSTUB',
      documentsReviewed: 2,
    });
    expect(review.verifiedAnnualIncome).toBeGreaterThanOrEqual(STATED);
  });

  it.each([
    [[], /paystubs/],
    [[{ ...paystub('empty'), content: new Uint8Array() }], /empty/],
    [[{ ...paystub('doc'), contentType: 'text/plain' }], /contentType/],
  ])('rejects %#: an unusable upload', async (paystubs, message) => {
    await expect(
      income.reviewPaystubs({
        applicant: sandboxApplicant('Paystub'),
        statedAnnualIncome: STATED,
        paystubs: paystubs as never,
      }),
    ).rejects.toThrow(message);
  });
});

describe('sandbox link dialog', () => {
  it.each(INCOME_LINK_SOURCES)(
    'offers institutions and the sandbox credentials for %s',
    async (source) => {
      const start = await income.startLink(source);
      expect(start.institutions.length).toBeGreaterThan(1);
      expect(start.sandboxCredentials).toEqual(SANDBOX_LINK_CREDENTIALS);
    },
  );

  const signIn = (institutionId: string, username: string, password: string) =>
    income.signIn({
      applicant: sandboxApplicant(),
      source: 'PLAID_TRANSACTIONS',
      institutionId,
      username,
      password,
    });

  it.each([
    ['bank_platypus', 'user_good', 'pass_good', 'SIGNED_IN'],
    ['bank_platypus', 'user_good', 'pass_bad', 'INVALID_CREDENTIALS'],
    ['bank_platypus', 'someone', 'pass_good', 'INVALID_CREDENTIALS'],
    ['bank_offline', 'user_good', 'pass_good', 'INSTITUTION_NOT_RESPONDING'],
  ])('signs in at %s as %s / %s: %s', async (institutionId, username, password, expected) => {
    const result = await signIn(institutionId, username, password);
    expect(result.outcome === 'SIGNED_IN' ? result.outcome : result.reason).toBe(expected);
  });

  it('answers the same connection for the same sign-in', async () => {
    expect(await signIn('bank_tartan', 'user_good', 'pass_good')).toEqual(
      await signIn('bank_tartan', 'user_good', 'pass_good'),
    );
  });

  it('refuses an institution it does not offer for the source', async () => {
    await expect(signIn('payroll_sandbox', 'user_good', 'pass_good')).rejects.toThrow(
      /institution/,
    );
  });
});
