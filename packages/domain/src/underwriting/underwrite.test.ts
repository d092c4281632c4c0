import { describe, expect, it } from 'vitest';
import { dollarsToCents as usd, type Cents } from '../money/cents';
import { ADVERSE_ACTION_REASON_CODES, adverseActionReasons } from './adverse-action';
import { zUnderwritingDecision } from './decision-schema';
import { DEFAULT_PRICING_CONFIG } from './default-pricing-config';
import { qualifyingMonthlyPayment } from './price-offer';
import { resolvePricingConfig } from './resolve-pricing-config';
import { applicant, NOW, type InputPatch } from './test-fixtures';
import { underwrite } from './underwrite';
import type { PricingConfig } from './pricing-config-schema';

function decide(patch: InputPatch = {}, config: PricingConfig = DEFAULT_PRICING_CONFIG) {
  return underwrite(applicant(patch), config, { now: NOW });
}

const codes = (decision: ReturnType<typeof decide>) =>
  decision.adverseActionReasons.map((reason) => reason.code);

describe('sandbox personas (architecture)', () => {
  it('default: score 760, value 2.5x the liens -> approved with several offers', () => {
    const decision = decide();
    expect(decision).toMatchObject({
      decision: 'APPROVED',
      subDecision: 'UNVERIFIED_OFFER',
      adverseActionReasons: [],
      reviewReasons: [],
    });
    expect(decision.figures).toMatchObject({
      creditScore: 760,
      existingLienBalance: usd(200_000),
      currentLtvPercent: 40,
      maxCltvPercent: 85,
      maxLineByCltv: usd(225_000),
      maxLineAmount: usd(225_000),
      cltvPercent: 85,
      monthlyIncome: usd(10_000),
      monthlyDebts: usd(1_900),
      currentDtiPercent: 19,
    });
    expect(decision.offers.map((offer) => offer.id)).toEqual([
      'HELOC_5Y_FULL_DRAW',
      'HELOC_5Y_HALF_DRAW',
      'HELOC_10Y_FULL_DRAW',
      'HELOC_10Y_HALF_DRAW',
      'HELOC_15Y_FULL_DRAW',
      'HELOC_15Y_HALF_DRAW',
      'HELOC_30Y_FULL_DRAW',
      'HELOC_30Y_HALF_DRAW',
    ]);
  });

  it('Decline: score 580 -> DECLINE with the credit-score reason', () => {
    const decision = decide({ credit: { score: 580 } });
    expect(decision.decision).toBe('DECLINE');
    expect(decision.adverseActionReasons).toEqual([
      { code: 'CREDIT_SCORE_BELOW_MINIMUM', reason: 'Credit score below our minimum' },
    ]);
    expect(decision.offers).toEqual([]);
  });

  it('Highdti: debts above the limit -> DECLINE with the DTI reason', () => {
    const decision = decide({
      income: { annual: 60_000 },
      credit: { tradelines: [{ type: 'INSTALLMENT', balance: 40_000, monthlyPayment: 1_200 }] },
    });
    expect(decision.decision).toBe('DECLINE');
    expect(decision.adverseActionReasons).toEqual([
      { code: 'DTI_TOO_HIGH', reason: 'Debt-to-income ratio too high' },
    ]);
    expect(decision.figures.currentDtiPercent).toBe(54);
    expect(decision.figures.dtiPercent).toBeGreaterThan(50);
  });

  it('Frozen: the credit error path, no decision on credit', () => {
    const decision = decide({ credit: { status: 'FROZEN' } });
    expect(decision).toMatchObject({
      decision: 'ERROR',
      subDecision: 'CREDIT_FROZEN',
      adverseActionReasons: [],
      offers: [],
    });
  });

  it('Nohit after the SSN still finds nothing: DECLINE, unable to verify credit history', () => {
    const decision = decide({ credit: { status: 'NO_FILE' } });
    expect(decision.decision).toBe('DECLINE');
    expect(decision.adverseActionReasons).toEqual([
      { code: 'NO_CREDIT_FILE', reason: 'Unable to verify credit history' },
    ]);
  });

  it('Delinquent: a mortgage delinquency -> REVIEW, offers kept for the reviewer', () => {
    const decision = decide({
      credit: { delinquencies: [{ type: 'MORTGAGE', daysPastDue: 60, reportedOn: '2026-07-01' }] },
    });
    expect(decision.decision).toBe('REVIEW');
    expect(decision.reviewReasons).toEqual(['MORTGAGE_DELINQUENCY']);
    expect(decision.adverseActionReasons).toEqual([]);
    expect(decision.offers.length).toBeGreaterThan(0);
  });
});

describe('delinquency look-back', () => {
  it.each([
    ['MORTGAGE', 30, '2025-11-22', 'REVIEW'],
    ['MORTGAGE', 30, '2025-11-21', 'APPROVED'],
    ['MORTGAGE', 29, '2026-11-01', 'APPROVED'],
    ['OTHER', 90, '2026-11-01', 'APPROVED'],
  ] as const)('%s %d days late on %s -> %s', (type, daysPastDue, reportedOn, expected) => {
    const decision = decide({ credit: { delinquencies: [{ type, daysPastDue, reportedOn }] } });
    expect(decision.decision).toBe(expected);
  });
});

describe('minimum credit score', () => {
  it.each([
    [850, 'APPROVED', []],
    [640, 'APPROVED', []],
    [639, 'DECLINE', ['CREDIT_SCORE_BELOW_MINIMUM']],
    [300, 'DECLINE', ['CREDIT_SCORE_BELOW_MINIMUM']],
    [null, 'DECLINE', ['NO_CREDIT_SCORE']],
  ])('score %j -> %s', (score, expected, reasonCodes) => {
    const decision = decide({ credit: { score } });
    expect(decision.decision).toBe(expected);
    expect(codes(decision)).toEqual(reasonCodes);
  });

  it("follows the organisation's minimum", () => {
    const config = resolvePricingConfig([{ minCreditScore: 700 }]);
    expect(decide({ credit: { score: 699 } }, config).decision).toBe('DECLINE');
    expect(decide({ credit: { score: 700 } }, config).decision).toBe('APPROVED');
  });
});

describe('CLTV cap per occupancy', () => {
  it.each([
    // occupancy, cap, liens, largest line
    ['PRIMARY', 85, 200_000, 225_000],
    ['SECONDARY', 75, 200_000, 175_000],
    ['INVESTMENT', 70, 200_000, 150_000],
    ['PRIMARY', 85, 410_000, 15_000],
    ['SECONDARY', 75, 360_000, 15_000],
    ['INVESTMENT', 70, 335_000, 15_000],
  ] as const)('%s capped at %d%%: $%d of liens leave a $%d line', (occupancy, cap, liens, line) => {
    const decision = decide({
      property: { occupancy, existingLienBalance: liens },
      credit: { mortgageLiens: [{ balance: liens, monthlyPayment: 1_500 }] },
      income: { annual: 400_000 },
    });
    expect(decision.decision).toBe('APPROVED');
    expect(decision.figures.maxCltvPercent).toBe(cap);
    expect(decision.figures.maxLineByCltv).toBe(usd(line));
    expect(decision.figures.cltvPercent).toBe(cap);
    for (const offer of decision.offers) {
      expect(offer.maxAmount).toBeLessThanOrEqual(usd(line));
      expect(offer.limitedBy).toBe('CLTV');
    }
  });

  it.each([
    ['PRIMARY', 410_001],
    ['SECONDARY', 360_001],
    ['INVESTMENT', 335_001],
  ] as const)('%s with $%d of liens: DECLINE for insufficient equity', (occupancy, liens) => {
    const decision = decide({ property: { occupancy, existingLienBalance: liens } });
    expect(decision.decision).toBe('DECLINE');
    expect(codes(decision)).toEqual(['INSUFFICIENT_EQUITY']);
    expect(decision.adverseActionReasons[0]?.reason).toBe('Insufficient equity in the property');
  });

  it("counts the bureau's liens when they exceed the property records'", () => {
    const decision = decide({
      property: { existingLienBalance: 150_000 },
      credit: { mortgageLiens: [{ balance: 210_000, monthlyPayment: 1_500 }] },
    });
    expect(decision.figures.existingLienBalance).toBe(usd(210_000));
    expect(decision.figures.maxLineByCltv).toBe(usd(215_000));
  });

  it('never offers more than the loan maximum', () => {
    const decision = decide({
      property: { avm: { value: 2_000_000, confidence: 99 }, existingLienBalance: 0 },
      credit: { mortgageLiens: [] },
      income: { annual: 2_000_000 },
    });
    expect(decision.figures.maxLineAmount).toBe(usd(400_000));
    expect(decision.offers.every((offer) => offer.limitedBy === 'LOAN_LIMIT')).toBe(true);
  });
});

describe('debt-to-income limit', () => {
  it('keeps every offer within the limit and stops at the first dollar above it', () => {
    const decision = decide();
    const limited = decision.offers.filter((offer) => offer.limitedBy === 'DTI');
    expect(limited.length).toBeGreaterThan(0);
    for (const offer of decision.offers) {
      // Debts of $1,900 and the payment over a monthly income of $10,000, in percent.
      const dtiAt = (amount: number) =>
        ((usd(1_900) + qualifyingMonthlyPayment(offer, amount as Cents)) * 100) / usd(10_000);
      expect(dtiAt(offer.maxAmount)).toBeLessThanOrEqual(50);
      expect(offer.dtiPercent).toBeLessThanOrEqual(50);
      if (offer.limitedBy === 'DTI') expect(dtiAt(offer.maxAmount + 100)).toBeGreaterThan(50);
    }
  });

  it.each([
    [false, 'UNVERIFIED_DTI_LIMITED'],
    [true, 'VERIFIED_DTI_LIMITED'],
  ])('a line cut by DTI below the CLTV cap (income verified: %s) -> %s', (verified, sub) => {
    const decision = decide({ income: { annual: 60_000, verified } });
    expect(decision.decision).toBe('APPROVED');
    expect(decision.subDecision).toBe(sub);
    expect(decision.figures.maxLineAmount).toBeLessThan(usd(225_000));
    expect(decision.offers.every((offer) => offer.limitedBy === 'DTI')).toBe(true);
  });

  it('verified income without a DTI cut -> VERIFIED_OFFER', () => {
    expect(decide({ income: { verified: true } }).subDecision).toBe('VERIFIED_OFFER');
  });

  it.each([
    [50, 'APPROVED'],
    [43, 'APPROVED'],
    [18, 'DECLINE'],
  ])("follows the organisation's %d%% limit", (maxDtiPercent, expected) => {
    const config = resolvePricingConfig([{ maxDtiPercent }]);
    const decision = decide({}, config);
    expect(decision.decision).toBe(expected);
    expect(decision.figures.maxDtiPercent).toBe(maxDtiPercent);
  });

  it('counts other income', () => {
    const patch = {
      income: { annual: 30_000, other: 30_000 },
      credit: { tradelines: [{ type: 'REVOLVING' as const, balance: 5_000, monthlyPayment: 100 }] },
    };
    expect(decide(patch).figures.monthlyIncome).toBe(usd(5_000));
    expect(decide(patch).decision).toBe('APPROVED');
  });
});

describe('value estimate (BPO)', () => {
  it.each([
    // state, AVM, BPO value, reasons, status, decision, sub-decision, value used
    [
      'CA',
      { value: 500_000, confidence: 92 },
      null,
      [],
      'BPO_NOT_REQUIRED',
      'APPROVED',
      'UNVERIFIED_OFFER',
      500_000,
    ],
    [
      'CA',
      { value: 500_000, confidence: 80 },
      null,
      [],
      'BPO_NOT_REQUIRED',
      'APPROVED',
      'UNVERIFIED_OFFER',
      500_000,
    ],
    [
      'CA',
      { value: 500_000, confidence: 79 },
      null,
      ['LOW_AVM_CONFIDENCE'],
      'BPO_REQUIRED',
      'APPROVED',
      'BPO_PENDING',
      500_000,
    ],
    [
      'TX',
      { value: 500_000, confidence: 99 },
      null,
      ['STATE_REQUIREMENT'],
      'BPO_REQUIRED',
      'APPROVED',
      'BPO_PENDING',
      500_000,
    ],
    [
      'TX',
      null,
      null,
      ['STATE_REQUIREMENT', 'NO_AVM'],
      'BPO_REQUIRED',
      'REVIEW',
      'BPO_PENDING',
      null,
    ],
    ['CA', null, null, ['NO_AVM'], 'BPO_REQUIRED', 'REVIEW', 'BPO_PENDING', null],
    ['CA', null, 520_000, ['NO_AVM'], 'BPO_COMPLETE', 'APPROVED', 'UNVERIFIED_OFFER', 520_000],
    [
      'TX',
      { value: 500_000, confidence: 99 },
      480_000,
      ['STATE_REQUIREMENT'],
      'BPO_COMPLETE',
      'APPROVED',
      'UNVERIFIED_OFFER',
      480_000,
    ],
  ] as const)(
    '%s, AVM %j, BPO %j -> %j',
    (state, avm, bpoValue, reasons, status, expected, sub, valueUsed) => {
      const decision = decide({ property: { state, avm, bpoValue } });
      expect(decision.valuation).toMatchObject({
        bpoRequired: reasons.length > 0,
        bpoReasons: reasons,
        bpoStatus: status,
        valueUsed: valueUsed === null ? null : usd(valueUsed),
      });
      expect(decision.decision).toBe(expected);
      expect(decision.subDecision).toBe(sub);
    },
  );

  it('without any value: REVIEW, value unavailable, nothing offered', () => {
    const decision = decide({ property: { avm: null } });
    expect(decision.reviewReasons).toEqual(['VALUE_UNAVAILABLE']);
    expect(decision.offers).toEqual([]);
    expect(decision.figures.maxLineByCltv).toBeNull();
  });
});

describe('90-day rule', () => {
  it.each([
    ['2026-11-22', true],
    ['2026-08-25', true],
    ['2026-08-24', false],
    ['2026-08-23', false],
    ['2026-12-01', true],
    [null, false],
  ])('last transfer %j -> ineligible: %s', (lastTransferDate, ineligible) => {
    const decision = decide({ property: { lastTransferDate } });
    expect(decision.decision).toBe(ineligible ? 'INELIGIBLE' : 'APPROVED');
    expect(decision.adverseActionReasons).toEqual(
      ineligible
        ? [{ code: 'RECENT_TRANSFER', reason: 'Property recently acquired or retitled' }]
        : [],
    );
  });
});

describe('flood zones', () => {
  it.each([
    ['A', true],
    ['AE', true],
    ['AH', true],
    ['AO', true],
    ['A99', true],
    ['V', true],
    ['VE', true],
    ['ae', true],
    ['X', false],
    ['B', false],
    ['C', false],
    ['D', false],
    ['X500', false],
  ])('zone %s -> flood insurance required: %s', (floodZone, required) => {
    expect(decide({ property: { floodZone } }).flood).toEqual({
      zone: floodZone.toUpperCase(),
      insuranceRequired: required,
      certificatePending: false,
    });
  });

  it('waits on the certificate when the zone is not known yet', () => {
    expect(decide({ property: { floodZone: null } }).flood).toEqual({
      zone: null,
      insuranceRequired: false,
      certificatePending: true,
    });
  });
});

describe('adverse-action reasons', () => {
  it.each<[string, InputPatch, string, string[]]>([
    ['score', { credit: { score: 600 } }, 'DECLINE', ['CREDIT_SCORE_BELOW_MINIMUM']],
    ['thin file', { credit: { score: null } }, 'DECLINE', ['NO_CREDIT_SCORE']],
    ['no file', { credit: { status: 'NO_FILE' } }, 'DECLINE', ['NO_CREDIT_FILE']],
    ['equity', { property: { existingLienBalance: 450_000 } }, 'DECLINE', ['INSUFFICIENT_EQUITY']],
    ['income', { income: { annual: 0 } }, 'DECLINE', ['INSUFFICIENT_INCOME']],
    ['DTI', { income: { annual: 40_000 } }, 'DECLINE', ['DTI_TOO_HIGH']],
    ['unemployed', { income: { employmentType: 'UNEMPLOYED' } }, 'INELIGIBLE', ['UNEMPLOYED']],
    [
      'transfer, score and equity',
      {
        property: { lastTransferDate: '2026-10-01', existingLienBalance: 450_000 },
        credit: { score: 600 },
      },
      'INELIGIBLE',
      ['RECENT_TRANSFER', 'CREDIT_SCORE_BELOW_MINIMUM', 'INSUFFICIENT_EQUITY'],
    ],
    [
      'frozen file with too little equity',
      { credit: { status: 'FROZEN' }, property: { existingLienBalance: 450_000 } },
      'DECLINE',
      ['INSUFFICIENT_EQUITY'],
    ],
    [
      'four at once',
      {
        property: { lastTransferDate: '2026-10-01', existingLienBalance: 450_000 },
        credit: { status: 'NO_FILE' },
        income: { employmentType: 'UNEMPLOYED' },
      },
      'INELIGIBLE',
      ['RECENT_TRANSFER', 'UNEMPLOYED', 'NO_CREDIT_FILE', 'INSUFFICIENT_EQUITY'],
    ],
  ])('%s -> %s with its reasons, principal first', (_label, patch, expected, reasonCodes) => {
    const decision = decide(patch);
    expect(decision.decision).toBe(expected);
    expect(codes(decision)).toEqual(reasonCodes);
    expect(decision.offers).toEqual([]);
    for (const reason of decision.adverseActionReasons) expect(reason.reason).not.toBe('');
  });

  it('names at most four, principal first', () => {
    const all = adverseActionReasons([...ADVERSE_ACTION_REASON_CODES].reverse());
    expect(all.map((reason) => reason.code)).toEqual(ADVERSE_ACTION_REASON_CODES.slice(0, 4));
  });

  it('gives reasons on every decline or ineligible decision of a sweep', () => {
    let declines = 0;
    for (const score of [300, 600, 639, 640, 700, 760, 850]) {
      for (const liens of [0, 200_000, 410_000, 500_000]) {
        for (const annual of [0, 30_000, 60_000, 150_000]) {
          const decision = decide({
            credit: { score, mortgageLiens: [{ balance: liens, monthlyPayment: liens / 200 }] },
            property: { existingLienBalance: liens },
            income: { annual },
          });
          if (decision.decision === 'DECLINE' || decision.decision === 'INELIGIBLE') {
            declines += 1;
            expect(decision.adverseActionReasons.length).toBeGreaterThan(0);
            expect(decision.adverseActionReasons.length).toBeLessThanOrEqual(4);
            expect(decision.offers).toEqual([]);
          } else {
            expect(decision.adverseActionReasons).toEqual([]);
          }
        }
      }
    }
    expect(declines).toBeGreaterThan(0);
  });
});

describe('the decision record', () => {
  it('is deterministic', () => {
    const input = applicant({ autopay: true, property: { state: 'NY' } });
    const first = underwrite(input, DEFAULT_PRICING_CONFIG, { now: NOW });
    const second = underwrite(
      JSON.parse(JSON.stringify(input)) as typeof input,
      DEFAULT_PRICING_CONFIG,
      { now: NOW },
    );
    expect(second).toEqual(first);
  });

  it('leaves the input as it was', () => {
    const input = applicant();
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    underwrite(input, DEFAULT_PRICING_CONFIG, { now: NOW });
    expect(input).toEqual(copy);
  });

  it.each([
    ['approved', {}],
    ['declined', { credit: { score: 500 } }],
    ['frozen', { credit: { status: 'FROZEN' } }],
    ['interest only', { product: 'AGE_RESTRICTED_INTEREST_ONLY' }],
  ] as const)('matches its schema when %s', (_label, patch) => {
    expect(zUnderwritingDecision.safeParse(decide(patch as InputPatch)).success).toBe(true);
  });

  it('rejects malformed input', () => {
    const input = applicant({ property: { state: 'ZZ' as never } });
    expect(() => underwrite(input, DEFAULT_PRICING_CONFIG, { now: NOW })).toThrow();
  });

  it("uses the organisation's prime rate and shows its date", () => {
    const config = resolvePricingConfig([{ primeRatePercent: 8.5, primeRateAsOf: '2026-11-15' }]);
    const decision = decide({}, config);
    expect(decision.figures).toMatchObject({ primeRateBps: 850, primeRateAsOf: '2026-11-15' });
    const offer = decision.offers.find((item) => item.id === 'HELOC_30Y_FULL_DRAW');
    expect(offer?.quote.aprBps).toBe(850 + (offer?.quote.marginBps ?? Number.NaN));
  });
});
