import { describe, expect, it } from 'vitest';
import { instantSandboxProviders, SANDBOX_ADDRESS, sandboxApplicant } from '../sandbox-fixtures';

const { title, property } = instantSandboxProviders();

describe('sandbox title', () => {
  it.each([
    ['Smith', true],
    ['Delinquent', true],
    ['Noproperty', false],
  ] as const)('%s: vested in the applicant and clear to close: %s', async (lastName, clear) => {
    const applicant = sandboxApplicant(lastName);
    const prequal = await title.prequal({ address: SANDBOX_ADDRESS, applicant });
    const final = await title.final({ address: SANDBOX_ADDRESS, applicant, loanAmount: 75_000 });
    expect(prequal).toMatchObject({ status: 'PREQUAL_TITLE_COMPLETE', insuredAmount: null });
    expect(final).toMatchObject({ status: 'FINAL_TITLE_COMPLETE', insuredAmount: 75_000 });
    for (const report of [prequal, final]) {
      expect(report.ownershipMatch).toBe(clear);
      expect(report.clearToClose).toBe(clear);
    }
  });

  it('agrees with property records on owners, parcel and liens', async () => {
    for (const lastName of ['Smith', 'Noproperty']) {
      const applicant = sandboxApplicant(lastName);
      const record = await property.lookup({ address: SANDBOX_ADDRESS, applicant });
      const report = await title.prequal({ address: SANDBOX_ADDRESS, applicant });
      expect(report.vestedOwners).toEqual(record.owners);
      expect(report.parcelNumber).toBe(record.parcelNumber);
      expect(report.liens).toEqual(record.liens);
      expect(report.exceptions[0]).toContain(record.liens[0]?.lenderName);
    }
  });

  it('gives the same report for the same request', async () => {
    const request = { address: SANDBOX_ADDRESS, applicant: sandboxApplicant() };
    expect(await title.prequal(request)).toEqual(await title.prequal(request));
  });

  it('rejects a final report without a loan amount', async () => {
    await expect(
      title.final({ address: SANDBOX_ADDRESS, applicant: sandboxApplicant(), loanAmount: 0 }),
    ).rejects.toThrow(/loanAmount/);
  });
});
