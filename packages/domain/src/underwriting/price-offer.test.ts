import { describe, expect, it } from 'vitest';
import { US_STATES, type UsState } from '../enums/us-state';
import { percentToBasisPoints as bp } from '../money/basis-points';
import { cents, dollarsToCents as usd, type Cents } from '../money/cents';
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

/** The borrower's choice with the amount in dollars, as the rows read. */
const choice = (dollars: number, autopay = false, manualNotary = false) => ({
  amount: usd(dollars),
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
      expect(quote.gridMarginBps).toBe(bp(rows[row]?.marginsPercent[band] ?? Number.NaN));
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
    expect(quote.aprBps).toBe(bp(apr));
    expect(quote.aprLimit).toBe(limit);
  });

  it('is prime plus the margin, the margin being the grid plus every adjustment', () => {
    const offer = offerFor('HELOC_15Y_HALF_DRAW', { property: { occupancy: 'SECONDARY' } });
    const quote = priceOffer(offer, choice(150_000, true));
    // CLTV 62.5% -> 0.25; 15 years +0.5; second home +0.5; $75,000 draw +0.25; autopay -0.25.
    expect(quote.gridMarginBps).toBe(25);
    expect(quote.adjustments).toEqual([
      { code: 'TERM', bps: 50 },
      { code: 'OCCUPANCY', bps: 50 },
      { code: 'DRAW_SIZE', bps: 25 },
      { code: 'AUTOPAY', bps: -25 },
    ]);
    expect(quote.marginBps).toBe(125);
    expect(quote.aprBps).toBe(850);
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
    expect(drawSize?.bps ?? 0).toBe(bp(adjustment));
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
          const { aprBps } = priceOffer(offer, { amount, autopay, manualNotary: false });
          expect(aprBps).toBeGreaterThanOrEqual(760);
          expect(aprBps).toBeLessThanOrEqual(1720);
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
    expect(quote.initialDraw).toBe(usd(100_000));
    expect(quote.originationFeeBps).toBe(bp(percent));
    // percent% of $100,000 is percent x $1,000.
    expect(quote.fees.find((fee) => fee.code === 'ORIGINATION')?.amount).toBe(usd(percent * 1_000));
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
    expect(quote.originationFeeBps).toBe(bp(percent));
    expect(quote.fees.find((fee) => fee.code === 'ORIGINATION')?.amount).toBe(
      percent > 0 ? usd(percent * 1_000) : undefined,
    );
  });

  it('is never above 4.99% for any score', () => {
    for (let score = 640; score <= 850; score += 1) {
      const quote = priceOffer(
        offerFor('HELOC_5Y_FULL_DRAW', { credit: { score } }),
        choice(50_000),
      );
      expect(quote.originationFeeBps).toBeLessThanOrEqual(499);
    }
  });
});

describe('fees for the disclosures', () => {
  it.each(US_STATES)('%s: recording fee and tax from the state table', (state: UsState) => {
    const recording = DEFAULT_PRICING_CONFIG.recordingByState[state];
    const quote = priceOffer(
      offerFor('HELOC_30Y_FULL_DRAW', { property: { state } }),
      choice(150_000),
    );
    const amountOf = (code: string) => quote.fees.find((fee) => fee.code === code)?.amount ?? 0;
    expect(amountOf('RECORDING_FEE')).toBe(usd(recording.fee));
    // $150,000 is 1.5 times $100,000; half a cent rounds up.
    expect(amountOf('RECORDING_TAX')).toBe(Math.round(usd(recording.taxPer100k) * 1.5));
    expect(amountOf('RECORDING_FEE')).toBeLessThanOrEqual(usd(315));
    expect(amountOf('RECORDING_TAX')).toBeLessThanOrEqual(usd(1_400 * 1.5));
    expect(amountOf('VALUATION')).toBe(state === 'TX' ? usd(180) : 0);
    expect(amountOf('MANUAL_NOTARIZATION')).toBe(0);
    expect(quote.totalFees).toBe(quote.fees.reduce((sum, fee) => sum + fee.amount, 0));
  });

  it.each([
    ['an automated valuation', { avm: { value: 400_000, confidence: 95 } }, false],
    ['a low-confidence valuation', { avm: { value: 400_000, confidence: 50 } }, true],
    ['no automated valuation, a BPO', { avm: null, bpoValue: 400_000 }, true],
  ] as const)('charges the $180 valuation with %s: %s', (_label, property, charged) => {
    const quote = priceOffer(offerFor('HELOC_30Y_FULL_DRAW', { property }), choice(100_000));
    const valuation = quote.fees.find((fee) => fee.code === 'VALUATION');
    expect(valuation?.amount).toBe(charged ? usd(180) : undefined);
  });

  it('lists every fee of a New York line with manual notarization', () => {
    const offer = offerFor('HELOC_10Y_HALF_DRAW', {
      credit: { score: 720 },
      property: { state: 'NY' },
    });
    const quote = priceOffer(offer, choice(120_000, true, true));
    expect(quote.fees).toEqual([
      { code: 'ORIGINATION', label: 'Origination fee', amount: usd(1_794) },
      { code: 'MANUAL_NOTARIZATION', label: 'Manual notarization', amount: usd(300) },
      { code: 'RECORDING_FEE', label: 'Recording fee', amount: usd(315) },
      { code: 'RECORDING_TAX', label: 'Recording tax', amount: usd(1_680) },
    ]);
    expect(quote.totalFees).toBe(usd(4_089));
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
      expect(quote.aprBps).toBe(bp(apr));
      expect(quote.initialDraw).toBe(usd(draw));
      expect(quote.drawPeriodMonthlyPayment).toBe(usd(io));
      expect(quote.estimatedMonthlyPayment).toBe(usd(io));
      expect(quote.repaymentPeriodMonthlyPayment).toBe(usd(repay));
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
    expect(quote.aprBps).toBe(825);
    expect(quote.drawPeriodMonthlyPayment).toBe(usd(payment));
    expect(quote.estimatedMonthlyPayment).toBe(usd(payment));
    expect(quote.repaymentPeriodMonthlyPayment).toBeNull();
  });
});

describe('priceOffer limits', () => {
  const offer = offerFor('HELOC_30Y_FULL_DRAW');

  it.each([
    [1_499_900, 'Amount must be between $15,000 and $240,000'],
    [24_000_100, 'Amount must be between $15,000 and $240,000'],
    [Number.NaN, 'Amount must be between $15,000 and $240,000'],
    [2_000_050, 'Amount must be a whole number of dollars'],
    [2_000_000.5, 'Amount must be between $15,000 and $240,000'],
  ])('refuses %d cents', (amount, message) => {
    const refused = { amount: amount as Cents, autopay: false, manualNotary: false };
    expect(() => priceOffer(offer, refused)).toThrow(OfferAmountError);
    expect(() => priceOffer(offer, refused)).toThrow(message);
  });

  it.each([15_000, 240_000])('accepts the limit $%d', (amount) => {
    expect(priceOffer(offer, choice(amount)).amount).toBe(cents(amount * 100));
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
