import { describe, expect, it } from 'vitest';
import { TYPICAL_STATED_ANNUAL_INCOME } from '../persona';
import {
  instantSandboxProviders,
  SANDBOX_ADDRESS,
  SANDBOX_DATE_OF_BIRTH,
  SANDBOX_SSN,
  sandboxAddress,
  sandboxApplicant,
} from '../sandbox-fixtures';
import type { CreditReport, SoftPullRequest } from './types';

const credit = instantSandboxProviders().credit;
const MONTHLY_INCOME = TYPICAL_STATED_ANNUAL_INCOME / 12;

function request(lastName: string, overrides: Partial<SoftPullRequest> = {}): SoftPullRequest {
  return {
    applicant: sandboxApplicant(lastName),
    dateOfBirth: SANDBOX_DATE_OF_BIRTH,
    address: SANDBOX_ADDRESS,
    ...overrides,
  };
}

function found(report: CreditReport) {
  if (report.outcome !== 'FOUND') throw new Error(`expected a file, got ${report.outcome}`);
  return report;
}

describe('sandbox credit bureau, by persona', () => {
  it.each([
    ['Smith', 'FOUND', 760],
    ['Decline', 'FOUND', 580],
    ['Frozen', 'FROZEN', null],
    ['Nohit', 'NO_MATCH', null],
    ['Noproperty', 'FOUND', 760],
    ['Highdti', 'FOUND', 760],
    ['Paystub', 'FOUND', 760],
    ['Delinquent', 'FOUND', 700],
  ] as const)('soft pull for %s: %s, score %s', async (lastName, outcome, score) => {
    const report = await credit.softPull(request(lastName));
    expect(report.outcome).toBe(outcome);
    expect(report.pullType).toBe('SOFT');
    if (report.outcome === 'FOUND') expect(report.score).toBe(score);
    else expect(report).not.toHaveProperty('score');
  });

  it.each([
    ['Smith', 'FOUND'],
    ['Decline', 'FOUND'],
    ['Frozen', 'FROZEN'],
    ['Nohit', 'FOUND'],
    ['Delinquent', 'FOUND'],
  ] as const)('hard pull (with SSN) for %s: %s', async (lastName, outcome) => {
    const report = await credit.hardPull({ ...request(lastName), ssn: SANDBOX_SSN });
    expect(report.outcome).toBe(outcome);
    expect(report.pullType).toBe('HARD');
  });

  it('Nohit: the soft pull matches once the SSN is given, with the default file', async () => {
    const withSsn = found(await credit.softPull(request('Nohit', { ssn: SANDBOX_SSN })));
    const defaultFile = found(await credit.softPull(request('Smith')));
    expect(withSsn.score).toBe(760);
    expect(withSsn.tradelines.map((t) => t.kind)).toEqual(
      defaultFile.tradelines.map((t) => t.kind),
    );
    expect(withSsn.summary.worstMortgageDaysPastDue).toBe(0);
  });

  it('a hard pull without the SSN is refused', async () => {
    await expect(
      credit.hardPull(request('Smith') as Parameters<typeof credit.hardPull>[0]),
    ).rejects.toThrow(/ssn/);
  });

  it('the hard pull describes the same file as the soft pull', async () => {
    const soft = found(await credit.softPull(request('Smith')));
    const hard = found(await credit.hardPull({ ...request('Smith'), ssn: SANDBOX_SSN }));
    expect(hard.tradelines).toEqual(soft.tradelines);
    expect(hard.score).toBe(soft.score);
    expect(hard.reportId).not.toBe(soft.reportId);
  });

  it('Delinquent: the first mortgage is 60 days past due; other personas are current', async () => {
    const delinquent = found(await credit.softPull(request('Delinquent')));
    const mortgage = delinquent.tradelines.find((t) => t.kind === 'MORTGAGE');
    expect(mortgage).toMatchObject({ daysPastDue: 60, lienPosition: 1 });
    expect(delinquent.summary.worstMortgageDaysPastDue).toBe(60);
    const current = found(await credit.softPull(request('Smith')));
    expect(current.summary.worstMortgageDaysPastDue).toBe(0);
  });

  it('Decline: adverse-action reasons name the serious delinquency', async () => {
    const report = found(await credit.softPull(request('Decline')));
    expect(report.scoreFactors[0]).toBe('Serious delinquency');
    expect(report.tradelines.some((t) => t.kind === 'CREDIT_CARD' && t.daysPastDue >= 90)).toBe(
      true,
    );
  });

  it('reports a first mortgage lien for every file', async () => {
    const report = found(await credit.softPull(request('Smith')));
    const mortgages = report.tradelines.filter((t) => t.kind === 'MORTGAGE');
    expect(mortgages).toHaveLength(1);
    expect(report.summary.mortgageBalance).toBe(mortgages[0]?.balance);
    expect(report.summary.totalMonthlyPayment).toBe(
      report.tradelines.reduce((sum, t) => sum + t.monthlyPayment, 0),
    );
  });
});

describe('sandbox credit bureau, debt-to-income on a $120k income', () => {
  // Many addresses and names, so the bounds hold for the whole derived range, not one sample.
  const samples = Array.from({ length: 60 }, (_, i) => ({
    firstName: `Sample${String.fromCharCode(65 + (i % 26))}`,
    address: sandboxAddress(`${200 + i * 7} Oak Ave`),
  }));

  it.each([
    ['Smith', 0.1, 0.36],
    ['Highdti', 0.5, 1.2],
  ] as const)('%s: monthly debt between %d and %d of income', async (lastName, min, max) => {
    for (const sample of samples) {
      const report = found(
        await credit.softPull({
          ...request(lastName),
          applicant: sandboxApplicant(lastName, sample.firstName),
          address: sample.address,
        }),
      );
      const dti = report.summary.totalMonthlyPayment / MONTHLY_INCOME;
      expect(dti).toBeGreaterThan(min);
      expect(dti).toBeLessThan(max);
    }
  });
});

describe('sandbox credit bureau, determinism', () => {
  it.each(['Smith', 'Decline', 'Frozen', 'Nohit', 'Highdti', 'Delinquent'])(
    'the same request gives the same report (%s)',
    async (lastName) => {
      expect(await credit.softPull(request(lastName))).toEqual(
        await credit.softPull(request(lastName)),
      );
    },
  );

  it('different applicants get different files', async () => {
    const a = found(await credit.softPull(request('Smith')));
    const b = found(
      await credit.softPull({ ...request('Smith'), address: sandboxAddress('4 Elm St') }),
    );
    expect(a.tradelines).not.toEqual(b.tradelines);
  });

  it.each([
    [{ ssn: '12345' }, /ssn/],
    [{ dateOfBirth: '12/04/1980' }, /dateOfBirth/],
    [{ address: { ...SANDBOX_ADDRESS, state: 'XX' } }, /state/],
  ])('rejects a malformed request %j', async (overrides, message) => {
    await expect(
      credit.softPull({ ...request('Smith'), ...(overrides as Partial<SoftPullRequest>) }),
    ).rejects.toThrow(message);
  });
});
