import { describe, expect, it } from 'vitest';
import type { CreditReport } from './credit/types';
import { PERSONAS, personaFor, TYPICAL_STATED_ANNUAL_INCOME } from './persona';
import {
  instantSandboxProviders,
  SANDBOX_ADDRESS,
  SANDBOX_DATE_OF_BIRTH,
  SANDBOX_SSN,
  sandboxApplicant,
  sandboxFileBytes,
} from './sandbox-fixtures';

/**
 * The architecture's persona table, row by row, through every provider: what each persona
 * changes, and that it changes nothing else.
 */
type Row = {
  lastName: string;
  softPull: CreditReport['outcome'];
  softPullWithSsn: CreditReport['outcome'];
  hardPull: CreditReport['outcome'];
  score: number | null;
  mortgageDaysPastDue: number | null;
  dtiAboveHalf: boolean | null;
  ownsProperty: boolean;
  /** How many owners the property records and title name. */
  owners: number;
  incomeLinks: boolean;
  /** The rent estimate, a month, per $10,000 of the property's value. */
  rentPer10k: number;
};

const rows: Row[] = [
  {
    lastName: 'Smith',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Decline',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 580,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Frozen',
    softPull: 'FROZEN',
    softPullWithSsn: 'FROZEN',
    hardPull: 'FROZEN',
    score: null,
    mortgageDaysPastDue: null,
    dtiAboveHalf: null,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Nohit',
    softPull: 'NO_MATCH',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Noproperty',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: false,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Highdti',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: true,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Paystub',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: false,
    rentPer10k: 80,
  },
  {
    lastName: 'Delinquent',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 700,
    mortgageDaysPastDue: 60,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Coowner',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 2,
    incomeLinks: true,
    rentPer10k: 80,
  },
  {
    lastName: 'Rental',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 100,
  },
  {
    lastName: 'Lowrent',
    softPull: 'FOUND',
    softPullWithSsn: 'FOUND',
    hardPull: 'FOUND',
    score: 760,
    mortgageDaysPastDue: 0,
    dtiAboveHalf: false,
    ownsProperty: true,
    owners: 1,
    incomeLinks: true,
    rentPer10k: 30,
  },
];

describe('sandbox personas through every provider', () => {
  it('covers every persona', () => {
    expect(new Set(rows.map((row) => personaFor(row.lastName)))).toEqual(new Set(PERSONAS));
  });

  it.each(rows)('$lastName', async (row) => {
    const providers = instantSandboxProviders();
    const applicant = sandboxApplicant(row.lastName);
    const pull = { applicant, dateOfBirth: SANDBOX_DATE_OF_BIRTH, address: SANDBOX_ADDRESS };

    const soft = await providers.credit.softPull(pull);
    const softWithSsn = await providers.credit.softPull({ ...pull, ssn: SANDBOX_SSN });
    const hard = await providers.credit.hardPull({ ...pull, ssn: SANDBOX_SSN });
    expect([soft.outcome, softWithSsn.outcome, hard.outcome]).toEqual([
      row.softPull,
      row.softPullWithSsn,
      row.hardPull,
    ]);
    const file = hard.outcome === 'FOUND' ? hard : null;
    expect(file?.score ?? null).toBe(row.score);
    expect(file?.summary.worstMortgageDaysPastDue ?? null).toBe(row.mortgageDaysPastDue);
    expect(
      file ? file.summary.totalMonthlyPayment > TYPICAL_STATED_ANNUAL_INCOME / 12 / 2 : null,
    ).toBe(row.dtiAboveHalf);

    const record = await providers.property.lookup({ address: SANDBOX_ADDRESS, applicant });
    const title = await providers.title.prequal({ address: SANDBOX_ADDRESS, applicant });
    expect([record.ownershipMatch, title.ownershipMatch]).toEqual([
      row.ownsProperty,
      row.ownsProperty,
    ]);
    expect(record.owners).toHaveLength(row.owners);

    const link = await providers.income.link({
      applicant,
      source: 'TRUV_PAYROLL',
      statedAnnualIncome: TYPICAL_STATED_ANNUAL_INCOME,
    });
    expect(link.outcome).toBe(row.incomeLinks ? 'LINKED' : 'LINK_FAILED');
    const review = await providers.income.reviewPaystubs({
      applicant,
      statedAnnualIncome: TYPICAL_STATED_ANNUAL_INCOME,
      paystubs: [
        { fileName: 'stub.pdf', contentType: 'application/pdf', content: sandboxFileBytes('stub') },
      ],
    });
    expect(review.status).toBe('VERIFIED');

    // Providers the personas do not touch answer as for anyone else.
    const valuation = await providers.property.valuate({ address: SANDBOX_ADDRESS });
    const rent = await providers.property.rentEstimate({ address: SANDBOX_ADDRESS, applicant });
    expect(rent.monthlyRent).toBe(
      Math.round((valuation.value * row.rentPer10k) / 10_000 / 25) * 25,
    );
    expect(valuation.confidence).toBe('HIGH');
    expect((await providers.flood.certify({ address: SANDBOX_ADDRESS })).zone).toBe('X');
    const id = await providers.identity.verifyId({
      applicant,
      dateOfBirth: SANDBOX_DATE_OF_BIRTH,
      idType: 'PASSPORT',
      front: { fileName: 'p.jpg', contentType: 'image/jpeg', content: sandboxFileBytes('p') },
    });
    expect(id.status).toBe('VERIFIED');
    const account = {
      routingNumber: '011000015',
      accountNumber: '123456789',
      accountType: 'CHECKING' as const,
    };
    expect(
      (await providers.bank.verifyAccount({ accountHolder: applicant, account })).accountStatus,
    ).toBe('OPEN_VALID');
    const bpo = await providers.bpo.order({ address: SANDBOX_ADDRESS });
    expect((await providers.bpo.status({ orderId: bpo.orderId })).status).toBe('BPO_COMPLETE');
    const transfer = await providers.funding.disburse({
      idempotencyKey: 'draw-1',
      loanNumber: 'HEL-1',
      amount: 20_000,
      beneficiary: applicant,
      account,
    });
    expect((await providers.funding.status({ transferId: transfer.transferId })).status).toBe(
      'SETTLED',
    );
  });
});
