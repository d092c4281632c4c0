import { describe, expect, it } from 'vitest';
import { basisPoints, percentToBasisPoints as bp } from '../money/basis-points';
import { dollarsToCents as usd } from '../money/cents';
import {
  autopaySaving,
  autopaySavingText,
  closingMoney,
  formatClosingMoney,
  paidToYouSentence,
  paymentOnDrawText,
  rateExplanation,
} from './closing-figures';
import {
  OFFER_FEE_LABELS,
  type OfferBasis,
  type OfferFee,
  type OfferFeeCode,
} from './offer-schema';

const fee = (code: OfferFeeCode, dollars: number): OfferFee => ({
  code,
  label: OFFER_FEE_LABELS[code],
  amount: usd(dollars),
});

describe('closing money: the fees are deducted from the initial draw', () => {
  it.each([
    // The Statement of loan: $100,000 less $1,990 origination and $100 recording.
    {
      draw: 100_000,
      fees: [fee('ORIGINATION', 1_990), fee('RECORDING_FEE', 100)],
      total: '$2,090.00',
      paid: '$97,910.00',
      sentence: 'Your initial draw of $100,000.00, less $2,090.00 in fees, pays $97,910.00 to you',
    },
    // The spec's limits: the $15,000 minimum with the 4.99% maximum origination fee and $180 valuation.
    {
      draw: 15_000,
      fees: [fee('ORIGINATION', 748.5), fee('VALUATION', 180)],
      total: '$928.50',
      paid: '$14,071.50',
      sentence: 'Your initial draw of $15,000.00, less $928.50 in fees, pays $14,071.50 to you',
    },
    {
      draw: 50_000,
      fees: [],
      total: '$0.00',
      paid: '$50,000.00',
      sentence: 'Your initial draw of $50,000.00 pays $50,000.00 to you',
    },
    // Fees above a small draw are never sent as a negative transfer.
    {
      draw: 100,
      fees: [fee('RECORDING_FEE', 315)],
      total: '$315.00',
      paid: '$0.00',
      sentence: 'Your initial draw of $100.00, less $315.00 in fees, pays $0.00 to you',
    },
  ])('$draw less $total pays $paid', ({ draw, fees, total, paid, sentence }) => {
    const money = closingMoney({ initialDraw: usd(draw), fees });
    expect(formatClosingMoney(money.totalFees)).toBe(total);
    expect(formatClosingMoney(money.paidToYou)).toBe(paid);
    expect(paidToYouSentence(money)).toBe(sentence);
  });

  it('says the past tense once the money is sent', () => {
    const money = closingMoney({ initialDraw: usd(100_000), fees: [fee('ORIGINATION', 1_990)] });
    expect(paidToYouSentence(money, 'paid')).toBe(
      'Your initial draw of $100,000.00, less $1,990.00 in fees, paid $98,010.00 to you',
    );
  });
});

/** An offer priced only by its pricing: one CLTV band, a full draw, prime 7.25%. */
function basis(marginPercent: number, autopayPercent = 0.25): OfferBasis {
  return {
    id: 'test',
    product: 'HELOC',
    repaymentPeriodYears: 8,
    drawOption: { code: 'FULL_DRAW', initialDrawPercent: 100 },
    pricing: {
      primeRateBps: bp(7.25),
      primeRateAsOf: '2026-11-01',
      marginsByCltv: [{ maxCltvBps: bp(85), marginBps: bp(marginPercent) }],
      termAdjustmentBps: basisPoints(0),
      productAdjustmentBps: basisPoints(0),
      occupancyAdjustmentBps: basisPoints(0),
      autopayDiscountBps: bp(autopayPercent),
      drawSizeAdjustments: [{ minInitialDraw: usd(0), adjustmentBps: basisPoints(0) }],
      minAprBps: bp(7.6),
      maxAprBps: bp(17.2),
      originationFeeBps: bp(1.99),
      propertyValue: usd(400_000),
      existingLienBalance: usd(0),
      valuationFee: usd(0),
      manualNotarizationFee: usd(300),
      recordingFee: usd(100),
      recordingTaxPer100k: usd(0),
    },
  } as OfferBasis;
}

describe('autopay: the saving is what the APR really goes down by', () => {
  it.each([
    // Away from the floor the whole 0.25% discount is saved.
    {
      margin: 0.75,
      with: '7.75%',
      without: '8.00%',
      saving: '0.25%',
      text: 'Autopay saves 0.25% on your APR: 7.75% instead of 8.00%',
    },
    // The case: 7.75% without autopay; 7.50% with it is held at the 7.60% floor.
    {
      margin: 0.5,
      with: '7.60%',
      without: '7.75%',
      saving: '0.15%',
      text: 'Autopay saves 0.15% on your APR: 7.60% instead of 7.75%',
    },
    // Already at the floor: no saving is claimed.
    {
      margin: 0.25,
      with: '7.60%',
      without: '7.60%',
      saving: '0.00%',
      text: 'Autopay does not change your APR of 7.60%, which is already at its minimum',
    },
  ])('margin $margin%: $text', ({ margin, with: withAutopay, without, saving, text }) => {
    const result = autopaySaving(basis(margin), { amount: usd(100_000), manualNotary: false });
    const percent = (value: number) => `${(value / 100).toFixed(2)}%`;
    expect(percent(result.aprWithAutopay)).toBe(withAutopay);
    expect(percent(result.aprWithoutAutopay)).toBe(without);
    expect(percent(result.savingBps)).toBe(saving);
    expect(result.discountBps).toBe(bp(0.25));
    expect(autopaySavingText(result)).toBe(text);
  });
});

describe('the rate is explained with its floor or cap where it is offered', () => {
  it.each([
    { aprLimit: null, margin: 1, apr: 8.25, text: 'Variable: prime 7.25% + margin 1.00%' },
    // The offer: prime 7.25% + 0.25% beside an APR of 7.60%.
    {
      aprLimit: 'FLOOR' as const,
      margin: 0.25,
      apr: 7.6,
      text: 'Variable: prime 7.25% + margin 0.25% = 7.50%, raised to the 7.60% minimum APR',
    },
    {
      aprLimit: 'CAP' as const,
      margin: 11,
      apr: 17.2,
      text: 'Variable: prime 7.25% + margin 11.00% = 18.25%, held to the 17.20% maximum APR',
    },
  ])('$text', ({ aprLimit, margin, apr, text }) => {
    expect(
      rateExplanation({ primeRateBps: bp(7.25), marginBps: bp(margin), aprBps: bp(apr), aprLimit }),
    ).toBe(text);
  });
});

describe('a payment is said with the draw it belongs to', () => {
  it.each([
    { payment: 96.88, draw: 15_000, text: '$96.88/mo est. on a $15,000 draw' },
    { payment: 660.42, draw: 100_000, text: '$660.42/mo est. on a $100,000 draw' },
  ])('$text', ({ payment, draw, text }) => {
    expect(
      paymentOnDrawText({ estimatedMonthlyPayment: usd(payment), initialDraw: usd(draw) }),
    ).toBe(text);
  });
});
