import { cents, dollarsToCents as usd } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_REQUIRED_MESSAGE,
  clampToOffer,
  formatAmountText,
  parseAmountText,
  priceAmount,
} from './amount';
import { amountAtPosition, positionForAmount, sliderScale } from './amount-slider';
import { drawChoices, initialOffer, NO_TERM, offerFor, termChoices } from './offer-choices';
import { testOffers } from './test-offers';

const offers = testOffers();
const first = offers[0]!;

describe('typed amounts', () => {
  it.each([
    // Typed dollars read as cents.
    ['$85,000', 8_500_000],
    ['85000', 8_500_000],
    ['$85,000.50', 8_500_050],
    ['$85,000.5', 8_500_050],
    [' 1,234 ', 123_400],
    ['-$20', -2_000],
    ['.75', 75],
    ['1.005', null],
    ['', null],
    ['$', null],
    ['abc', null],
    ['1.2.3', null],
  ])('%j reads as %s', (text, amount) => {
    expect(parseAmountText(text)).toBe(amount);
  });

  it('shows whole dollars with separators', () => {
    expect(formatAmountText(usd(123_456))).toBe('$123,456');
    expect(formatAmountText(usd(15_000))).toBe('$15,000');
  });

  it.each([
    [1_000, usd(15_000)],
    [15_000, usd(15_000)],
    [60_000.4, usd(60_000)],
    [60_000.5, usd(60_001)],
    [10_000_000, first.maxAmount],
  ])('clamps $%s to %s cents within the offer', (amount, expected) => {
    expect(clampToOffer(usd(amount), first)).toBe(expected);
  });
});

describe('priceAmount', () => {
  it("refuses an amount outside the offer with the server's words", () => {
    const max = (first.maxAmount / 100).toLocaleString('en-US');
    for (const amount of [usd(14_999), cents(first.maxAmount + 100)]) {
      expect(priceAmount(first, { amount, autopay: true, manualNotary: false })).toEqual({
        problem: `Amount must be between $15,000 and $${max}`,
      });
    }
  });

  it('asks for an amount when none was typed, and for whole dollars', () => {
    expect(priceAmount(first, { amount: null, autopay: true, manualNotary: false })).toEqual({
      problem: AMOUNT_REQUIRED_MESSAGE,
    });
    expect(
      priceAmount(first, { amount: usd(20_000.5), autopay: true, manualNotary: false }),
    ).toEqual({
      problem: 'Amount must be a whole number of dollars',
    });
  });

  it('prices a valid amount: autopay lowers the rate, a manual notary adds its fee', () => {
    // A 30-year line of $100,000 is priced above the APR floor, so the discount shows in full.
    const offer = offers.find((item) => item.id === 'HELOC_30Y_FULL_DRAW')!;
    const amount = usd(100_000);
    const withAutopay = priceAmount(offer, { amount, autopay: true, manualNotary: false });
    const manual = priceAmount(offer, { amount, autopay: false, manualNotary: true });
    expect(withAutopay.quote?.amount).toBe(amount);
    expect(withAutopay.quote?.aprLimit).toBeNull();
    expect(manual.quote!.aprBps - withAutopay.quote!.aprBps).toBe(offer.pricing.autopayDiscountBps);
    expect(manual.quote?.fees.map((fee) => fee.code)).toContain('MANUAL_NOTARIZATION');
    expect(withAutopay.quote?.fees.map((fee) => fee.code)).not.toContain('MANUAL_NOTARIZATION');
    const total = withAutopay.quote!.fees.reduce((sum, fee) => sum + fee.amount, 0);
    expect(withAutopay.quote?.totalFees).toBe(total);
  });
});

describe('the amount slider', () => {
  it.each([
    [15_000, 400_000, 5_000],
    [15_000, 115_000, 1_000],
    [15_000, 40_000, 250],
    [15_000, 20_000, 100],
    [15_000, 15_000, 100],
  ])('from %s to %s steps by %s', (min, max, step) => {
    expect(sliderScale(min, max).step).toBe(step);
  });

  it('reaches both ends even when the range is not a whole number of steps', () => {
    const scale = sliderScale(15_000, 123_456);
    expect(scale.step).toBe(2_500);
    expect(amountAtPosition(scale, 0)).toBe(15_000);
    expect(amountAtPosition(scale, 1)).toBe(17_500);
    expect(amountAtPosition(scale, scale.lastPosition)).toBe(123_456);
    expect(amountAtPosition(scale, scale.lastPosition - 1)).toBe(122_500);
    expect(amountAtPosition(scale, scale.lastPosition + 5)).toBe(123_456);
    expect(amountAtPosition(scale, -3)).toBe(15_000);
  });

  it('follows a typed amount to the nearest position, and back', () => {
    const scale = sliderScale(15_000, 123_456);
    expect(positionForAmount(scale, 50_000)).toBe(14);
    expect(amountAtPosition(scale, positionForAmount(scale, 50_000))).toBe(50_000);
    expect(positionForAmount(scale, 51_000)).toBe(14);
    expect(positionForAmount(scale, 123_000)).toBe(scale.lastPosition - 1);
    expect(positionForAmount(scale, 123_456)).toBe(scale.lastPosition);
    expect(positionForAmount(scale, 1_000_000)).toBe(scale.lastPosition);
    expect(positionForAmount(scale, 3)).toBe(0);
  });
});

describe('offer choices', () => {
  it('lists each term once, shortest first, with its largest line', () => {
    const terms = termChoices(offers);
    expect(terms.map((term) => term.termYears)).toEqual([5, 10, 15, 30]);
    for (const term of terms) {
      const sameTerm = offers.filter((offer) => offer.termYears === term.termYears);
      expect(term.maxAmount).toBe(Math.max(...sameTerm.map((offer) => offer.maxAmount)));
      expect(term.drawPeriodYears + term.repaymentPeriodYears).toBe(term.termYears);
    }
  });

  it('finds the offer for a term and draw option, falling back to the first draw option', () => {
    expect(drawChoices(offers, '10').map((offer) => offer.drawOption.code)).toEqual([
      'FULL_DRAW',
      'HALF_DRAW',
    ]);
    expect(offerFor(offers, '10', 'HALF_DRAW')?.id).toBe('HELOC_10Y_HALF_DRAW');
    expect(offerFor(offers, '10', 'NO_SUCH_DRAW')?.id).toBe('HELOC_10Y_FULL_DRAW');
    expect(offerFor(offers, '7', 'FULL_DRAW')).toBeUndefined();
  });

  it('starts from the chosen offer, else the largest line', () => {
    expect(initialOffer(offers, 'HELOC_15Y_HALF_DRAW')?.id).toBe('HELOC_15Y_HALF_DRAW');
    const largest = Math.max(...offers.map((offer) => offer.maxAmount));
    expect(initialOffer(offers, undefined)?.maxAmount).toBe(largest);
    expect(initialOffer([], undefined)).toBeUndefined();
  });

  it('has no terms for the interest-only product, only draw options', () => {
    const interestOnly = testOffers('AGE_RESTRICTED_INTEREST_ONLY');
    expect(termChoices(interestOnly)).toEqual([]);
    expect(drawChoices(interestOnly, NO_TERM).length).toBe(interestOnly.length);
    for (const offer of interestOnly) {
      expect(offer.showTerm).toBe(false);
      expect(offer.quote.repaymentPeriodMonthlyPayment).toBeNull();
    }
  });
});
