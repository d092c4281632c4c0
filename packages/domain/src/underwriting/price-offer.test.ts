import { describe, expect, it } from 'vitest';
import { US_STATES, type UsState } from '../enums/us-state';
import { DEFAULT_PRICING_CONFIG } from './default-pricing-config';
import { zOffer, type Offer } from './offer-schema';
import { OfferAmountError, priceOffer } from './price-offer';
import type { PricingConfig } from './pricing-config-schema';
import { resolvePricingConfig } from './resolve-pricing-config';
import { applicant, NOW, type InputPatch, type ReportPatch } from './test-fixtures';

type OfferPatch = Omit<InputPatch, 'credit'> & { credit?: ReportPatch };
import { underwrite } from './underwrite';

/**
 * A $400,000 home with $100,000 of liens and income high enough that debt-to-income never
 * binds: the CLTV bands 60/70/75/80/85% fall at lines of $140,000/180,000/200,000/220,000/240,000.
 */
function offerFor(
  id: string,
  patch: OfferPatch = {},
  config: PricingConfig = DEFAULT_PRICING_CONFIG,
): Offer {
  const input = applicant({
    ...patch,
    credit: { mortgageLiens: [{ balance: 100_000, monthlyPayment: 900 }], ...patch.credit },
    property: {
      avm: { value: 400_000, confidence: 95 },
      existingLienBalance: 100_000,
      ...patch.property,
    },
    income: { annual: 1_000_000, ...patch.income },
  });
  const decision = underwrite(input, config, { now: NOW });
  const offer = decision.offers.find((candidate) => candidate.id === id);
  if (!offer) throw new Error(`No offer ${id}: ${JSON.stringify(decision.adverseActionReasons)}`);
  return offer;
}

const choice = (amount: number, autopay = false, manualNotary = false) => ({
  amount,
  autopay,
  manualNotary,
});

describe('margin grid', () => {
  const rows = DEFAULT_PRICING_CONFIG.marginGrid.rows;
  describe.each([
    [850, 0],
    [760, 0],
    [759, 1],
    [740, 1],
    [739, 2],
    [720, 2],
    [719, 3],
    [700, 3],
    [699, 4],
    [680, 4],
    [679, 5],
    [660, 5],
    [659, 6],
    [640, 6],
  ])('credit score %d (row %d)', (score, row) => {
    const offer = offerFor('HELOC_30Y_FULL_DRAW', { credit: { score } });

    it.each([
      [15_000, 28.75, 0],
      [140_000, 60, 0],
      [140_001, 60, 1],
      [180_000, 70, 1],
      [180_001, 70, 2],
      [200_000, 75, 2],
      [200_001, 75, 3],
      [220_000, 80, 3],
      [220_001, 80, 4],
      [240_000, 85, 4],
    ])('a $%d line (CLTV %d%%) takes band %d', (amount, cltv, band) => {
      const quote = priceOffer(offer, choice(amount));
      expect(quote.gridMarginPercent).toBe(rows[row]?.marginsPercent[band]);
      expect(quote.cltvPercent).toBeCloseTo(cltv, 2);
    });
  });
});

describe('APR', () => {
  it.each([
    // label, offer, patch, config, amount, autopay, APR, limit
    ['below the floor', 'HELOC_5Y_FULL_DRAW', {}, {}, 140_000, true, 7.6, 'FLOOR'],
    [
      'exactly the floor',
      'HELOC_5Y_FULL_DRAW',
      {},
      { primeRatePercent: 7.6 },
      140_000,
      false,
      7.6,
      null,
    ],
    [
      'above the cap',
      'HELOC_30Y_FULL_DRAW',
      { credit: { score: 640 }, property: { occupancy: 'INVESTMENT' } },
      { primeRatePercent: 12 },
      150_000,
      false,
      17.2,
      'CAP',
    ],
    [
      'exactly the cap',
      'HELOC_30Y_FULL_DRAW',
      { credit: { score: 640 }, property: { occupancy: 'INVESTMENT' } },
      { primeRatePercent: 9.95 },
      150_000,
      false,
      17.2,
      null,
    ],
    ['between', 'HELOC_30Y_FULL_DRAW', {}, {}, 220_000, false, 8.75, null],
  ] as const)('%s', (_label, id, patch, override, amount, autopay, apr, limit) => {
    const config = resolvePricingConfig([override]);
    const quote = priceOffer(offerFor(id, patch as OfferPatch, config), choice(amount, autopay));
    expect(quote.aprPercent).toBe(apr);
    expect(quote.aprLimit).toBe(limit);
  });

  it('is prime plus the margin, the margin being the grid plus every adjustment', () => {
    const offer = offerFor('HELOC_15Y_HALF_DRAW', { property: { occupancy: 'SECONDARY' } });
    const quote = priceOffer(offer, choice(150_000, true));
    // CLTV 62.5% -> 0.25; 15 years +0.5; second home +0.5; $75,000 draw +0.25; autopay -0.25.
    expect(quote.gridMarginPercent).toBe(0.25);
    expect(quote.adjustments).toEqual([
      { code: 'TERM', percent: 0.5 },
      { code: 'OCCUPANCY', percent: 0.5 },
      { code: 'DRAW_SIZE', percent: 0.25 },
      { code: 'AUTOPAY', percent: -0.25 },
    ]);
    expect(quote.marginPercent).toBe(1.25);
    expect(quote.aprPercent).toBe(8.5);
    expect(quote.aprLimit).toBeNull();
  });

  it.each([
    [7_500, 0.5],
    [49_999, 0.5],
    [50_000, 0.25],
    [99_999, 0.25],
    [100_000, 0],
  ])('a $%d initial draw adds %d points', (initialDraw, adjustment) => {
    const offer = offerFor('HELOC_10Y_HALF_DRAW');
    const amount = Math.max(initialDraw * 2, DEFAULT_PRICING_CONFIG.minLoanAmount);
    const quote = priceOffer(offer, choice(amount));
    const drawSize = quote.adjustments.find((item) => item.code === 'DRAW_SIZE');
    expect(drawSize?.percent ?? 0).toBe(adjustment);
  });

  it.each([
    [640, 'PRIMARY'],
    [640, 'INVESTMENT'],
    [700, 'SECONDARY'],
    [760, 'PRIMARY'],
    [850, 'INVESTMENT'],
  ] as const)('stays within 7.60%%-17.20%% for score %d on a %s home', (score, occupancy) => {
    const decision = underwrite(
      applicant({ credit: { score }, property: { occupancy }, income: { annual: 1_000_000 } }),
      DEFAULT_PRICING_CONFIG,
      { now: NOW },
    );
    expect(decision.offers.length).toBeGreaterThan(0);
    for (const offer of decision.offers) {
      for (const amount of [offer.minAmount, offer.maxAmount]) {
        for (const autopay of [true, false]) {
          const { aprPercent } = priceOffer(offer, choice(amount, autopay));
          expect(aprPercent).toBeGreaterThanOrEqual(7.6);
          expect(aprPercent).toBeLessThanOrEqual(17.2);
        }
      }
    }
  });
});

describe('origination fee', () => {
  it.each([
    [850, 1.99],
    [760, 1.99],
    [759, 2.49],
    [740, 2.49],
    [739, 2.99],
    [700, 2.99],
    [699, 3.99],
    [680, 3.99],
    [679, 4.99],
    [640, 4.99],
  ])('score %d pays %d%% of the initial draw', (score, percent) => {
    const quote = priceOffer(
      offerFor('HELOC_30Y_HALF_DRAW', { credit: { score } }),
      choice(200_000),
    );
    expect(quote.initialDraw).toBe(100_000);
    expect(quote.originationFeePercent).toBe(percent);
    expect(quote.fees.find((fee) => fee.code === 'ORIGINATION')?.amount).toBe(
      Math.round(percent * 100_000) / 100,
    );
  });

  it.each([
    [2.5, 679, 2.5],
    [2.5, 760, 1.99],
    [0, 760, 0],
  ])("an organisation's %d%% cap holds score %d at %d%%", (cap, score, percent) => {
    const config = resolvePricingConfig([{ maxOriginationFeePercent: cap }]);
    const quote = priceOffer(
      offerFor('HELOC_30Y_FULL_DRAW', { credit: { score } }, config),
      choice(100_000),
    );
    expect(quote.originationFeePercent).toBe(percent);
    expect(quote.fees.find((fee) => fee.code === 'ORIGINATION')?.amount).toBe(
      percent > 0 ? Math.round(percent * 100_000) / 100 : undefined,
    );
  });

  it('is never above 4.99% for any score', () => {
    for (let score = 640; score <= 850; score += 1) {
      const quote = priceOffer(
        offerFor('HELOC_5Y_FULL_DRAW', { credit: { score } }),
        choice(50_000),
      );
      expect(quote.originationFeePercent).toBeLessThanOrEqual(4.99);
    }
  });
});

describe('fees for the disclosures', () => {
  it.each(US_STATES)('%s: recording fee and tax from the state table', (state: UsState) => {
    const recording = DEFAULT_PRICING_CONFIG.recordingByState[state];
    const quote = priceOffer(offerFor('HELOC_30Y_FULL_DRAW', { property: { state } }), {
      amount: 150_000,
      autopay: false,
      manualNotary: false,
    });
    const amountOf = (code: string) => quote.fees.find((fee) => fee.code === code)?.amount ?? 0;
    expect(amountOf('RECORDING_FEE')).toBe(recording.fee);
    expect(amountOf('RECORDING_TAX')).toBe(recording.taxPer100k * 1.5);
    expect(amountOf('RECORDING_FEE')).toBeLessThanOrEqual(315);
    expect(amountOf('RECORDING_TAX') / 1.5).toBeLessThanOrEqual(1_400);
    expect(amountOf('VALUATION')).toBe(state === 'TX' ? 180 : 0);
    expect(amountOf('MANUAL_NOTARIZATION')).toBe(0);
    expect(quote.totalFees).toBeCloseTo(
      quote.fees.reduce((sum, fee) => sum + fee.amount, 0),
      2,
    );
  });

  it.each([
    ['an automated valuation', { avm: { value: 400_000, confidence: 95 } }, false],
    ['a low-confidence valuation', { avm: { value: 400_000, confidence: 50 } }, true],
    ['no automated valuation, a BPO', { avm: null, bpoValue: 400_000 }, true],
  ] as const)('charges the $180 valuation with %s: %s', (_label, property, charged) => {
    const quote = priceOffer(offerFor('HELOC_30Y_FULL_DRAW', { property }), choice(100_000));
    const valuation = quote.fees.find((fee) => fee.code === 'VALUATION');
    expect(valuation?.amount).toBe(charged ? 180 : undefined);
  });

  it('lists every fee of a New York line with manual notarization', () => {
    const offer = offerFor('HELOC_10Y_HALF_DRAW', {
      credit: { score: 720 },
      property: { state: 'NY' },
    });
    const quote = priceOffer(offer, choice(120_000, true, true));
    expect(quote.fees).toEqual([
      { code: 'ORIGINATION', label: 'Origination fee', amount: 1_794 },
      { code: 'MANUAL_NOTARIZATION', label: 'Manual notarization', amount: 300 },
      { code: 'RECORDING_FEE', label: 'Recording fee', amount: 315 },
      { code: 'RECORDING_TAX', label: 'Recording tax', amount: 1_680 },
    ]);
    expect(quote.totalFees).toBe(4_089);
  });
});

describe('payments', () => {
  it.each([
    // offer, amount, APR, initial draw, draw-period payment, repayment-period payment
    ['HELOC_10Y_FULL_DRAW', 190_000, 8.25, 190_000, 1306.25, 2985.1],
    ['HELOC_10Y_HALF_DRAW', 190_000, 8.5, 95_000, 672.92, 1504.47],
  ])(
    '%s at $%d: interest only during the draw, then amortized',
    (id, amount, apr, draw, io, repay) => {
      const input = { income: { annual: 300_000 }, property: { existingLienBalance: 200_000 } };
      const offer = underwrite(applicant(input), DEFAULT_PRICING_CONFIG, { now: NOW }).offers.find(
        (candidate) => candidate.id === id,
      );
      if (!offer) throw new Error(`No offer ${id}`);
      const quote = priceOffer(offer, choice(amount));
      expect(offer).toMatchObject({ termYears: 10, drawPeriodYears: 3, repaymentPeriodYears: 7 });
      expect(quote.aprPercent).toBe(apr);
      expect(quote.initialDraw).toBe(draw);
      expect(quote.drawPeriodMonthlyPayment).toBe(io);
      expect(quote.estimatedMonthlyPayment).toBe(io);
      expect(quote.repaymentPeriodMonthlyPayment).toBe(repay);
    },
  );

  it.each([
    // The exact interest is 229.164375 and 114.5821875: rounded up, never down.
    ['INTEREST_ONLY_FULL_DRAW', 229.17],
    ['INTEREST_ONLY_HALF_DRAW', 114.59],
  ])('%s bills interest only, rounded up, with no fixed term', (id, payment) => {
    const decision = underwrite(
      applicant({ product: 'AGE_RESTRICTED_INTEREST_ONLY' }),
      DEFAULT_PRICING_CONFIG,
      { now: NOW },
    );
    expect(decision.offers.map((offer) => offer.id)).toEqual([
      'INTEREST_ONLY_FULL_DRAW',
      'INTEREST_ONLY_HALF_DRAW',
    ]);
    const offer = decision.offers.find((candidate) => candidate.id === id);
    if (!offer) throw new Error(`No offer ${id}`);
    expect(offer).toMatchObject({
      termYears: null,
      drawPeriodYears: null,
      repaymentPeriodYears: null,
      showTerm: false,
    });
    const quote = priceOffer(offer, choice(33_333));
    expect(quote.aprPercent).toBe(8.25);
    expect(quote.drawPeriodMonthlyPayment).toBe(payment);
    expect(quote.estimatedMonthlyPayment).toBe(payment);
    expect(quote.repaymentPeriodMonthlyPayment).toBeNull();
  });
});

describe('priceOffer limits', () => {
  const offer = offerFor('HELOC_30Y_FULL_DRAW');

  it.each([
    [14_999, 'Amount must be between $15,000 and $240,000'],
    [240_001, 'Amount must be between $15,000 and $240,000'],
    [Number.NaN, 'Amount must be between $15,000 and $240,000'],
    [20_000.5, 'Amount must be a whole number of dollars'],
  ])('refuses $%d', (amount, message) => {
    expect(() => priceOffer(offer, choice(amount))).toThrow(OfferAmountError);
    expect(() => priceOffer(offer, choice(amount))).toThrow(message);
  });

  it.each([15_000, 240_000])('accepts the limit $%d', (amount) => {
    expect(priceOffer(offer, choice(amount)).amount).toBe(amount);
  });

  it('prices a stored offer the same after a JSON round trip', () => {
    const stored = zOffer.parse(JSON.parse(JSON.stringify(offer)));
    expect(priceOffer(stored, choice(123_456, true, true))).toEqual(
      priceOffer(offer, choice(123_456, true, true)),
    );
  });

  it('quotes each offer at its maximum with the borrower’s autopay choice', () => {
    const autopayOffer = offerFor('HELOC_30Y_FULL_DRAW', { autopay: true });
    expect(autopayOffer.quote).toEqual(priceOffer(autopayOffer, choice(240_000, true)));
  });
});
