import { describe, expect, it } from 'vitest';
import { basisPoints } from '../money/basis-points';
import { dollarsToCents as usd } from '../money/cents';
import { DEFAULT_PRICING_CONFIG } from '../underwriting/default-pricing-config';
import type { Offer } from '../underwriting/offer-schema';
import { priceOffer } from '../underwriting/price-offer';
import { applicant, NOW } from '../underwriting/test-fixtures';
import { underwrite } from '../underwriting/underwrite';
import { HISTORICAL_EXAMPLE_YEARS } from './historical-example';
import { buildHelocDisclosure } from './heloc-disclosure';

/** The first offer of the default borrower: a 5-year term, or the interest-only product. */
function fixtureOffer(kind: 'term' | 'interestOnly' = 'term'): Offer {
  const product = kind === 'term' ? 'HELOC' : 'AGE_RESTRICTED_INTEREST_ONLY';
  const [offer] = underwrite(applicant({ product }), DEFAULT_PRICING_CONFIG, { now: NOW }).offers;
  if (!offer) throw new Error(`No ${kind} offer`);
  return offer;
}

/** The fixture's 5-year line (2-year draw, 3-year repayment) with a 12% cap, for round figures. */
function offerCappedAt12(): Offer {
  const offer = fixtureOffer();
  expect([offer.drawPeriodYears, offer.repaymentPeriodYears]).toEqual([2, 3]);
  return { ...offer, pricing: { ...offer.pricing, maxAprBps: basisPoints(1200) } };
}

describe('buildHelocDisclosure', () => {
  it('states the chosen line, its periods and its rate as index plus margin within floor and cap', () => {
    const offer = fixtureOffer();
    const quote = priceOffer(offer, { amount: usd(50_000), autopay: true, manualNotary: false });
    const disclosure = buildHelocDisclosure(offer, quote);
    expect(disclosure).toMatchObject({
      creditLimit: usd(50_000),
      initialDraw: quote.initialDraw,
      initialDrawPercent: offer.drawOption.initialDrawPercent,
      interestOnly: false,
      termYears: 5,
      drawPeriodYears: 2,
      repaymentPeriodYears: 3,
      primeRateBps: offer.pricing.primeRateBps,
      primeRateAsOf: offer.pricing.primeRateAsOf,
      marginBps: quote.marginBps,
      aprBps: quote.aprBps,
      minAprBps: offer.pricing.minAprBps,
      maxAprBps: offer.pricing.maxAprBps,
      autopayDiscountBps: offer.pricing.autopayDiscountBps,
    });
  });

  it('says when the floor holds the APR above index plus margin', () => {
    const offer = fixtureOffer();
    const floored = { ...offer, pricing: { ...offer.pricing, minAprBps: basisPoints(1400) } };
    const quote = priceOffer(floored, { amount: usd(50_000), autopay: true, manualNotary: false });
    const disclosure = buildHelocDisclosure(floored, quote);
    expect(disclosure.aprLimit).toBe('FLOOR');
    expect(disclosure.aprBps).toBe(1400);
    expect(disclosure.indexPlusMarginBps).toBeLessThan(1400);
    expect(disclosure.indexPlusMarginBps).toBe(quote.primeRateBps + quote.marginBps);
  });

  it('has no autopay discount to lose when paying manually', () => {
    const offer = fixtureOffer();
    const quote = priceOffer(offer, { amount: usd(50_000), autopay: false, manualNotary: false });
    expect(buildHelocDisclosure(offer, quote).autopayDiscountBps).toBe(0);
  });

  it('splits the fees between the lender and others, adding up to the quote', () => {
    const offer = fixtureOffer();
    const quote = priceOffer(offer, { amount: usd(50_000), autopay: true, manualNotary: true });
    const { lenderFees, thirdPartyFees } = buildHelocDisclosure(offer, quote);
    expect(lenderFees.map((fee) => fee.code)).toEqual(['ORIGINATION']);
    expect(thirdPartyFees.map((fee) => fee.code)).toEqual(
      expect.arrayContaining(['MANUAL_NOTARIZATION', 'RECORDING_FEE']),
    );
    const total = [...lenderFees, ...thirdPartyFees].reduce((sum, fee) => sum + fee.amount, 0);
    expect(total).toBe(quote.totalFees);
  });

  it('gives the $10,000 payments at the highest APR: interest only, then amortised', () => {
    const offer = offerCappedAt12();
    const quote = priceOffer(offer, { amount: usd(20_000), autopay: true, manualNotary: false });
    // 12% a year over average months is 1% a month: $100 interest, then 36 payments of $332.14.
    expect(buildHelocDisclosure(offer, quote).maximumExample).toEqual({
      aprBps: 1200,
      drawPeriodPayment: usd(100),
      repaymentPeriodPayment: usd(332.14),
    });
  });

  it('gives today’s payments at today’s APR, never above the highest', () => {
    const offer = fixtureOffer();
    const quote = priceOffer(offer, { amount: usd(50_000), autopay: true, manualNotary: false });
    const { currentExample, maximumExample } = buildHelocDisclosure(offer, quote);
    expect(currentExample.aprBps).toBe(quote.aprBps);
    expect(currentExample.drawPeriodPayment).toBeLessThanOrEqual(maximumExample.drawPeriodPayment);
    expect(currentExample.repaymentPeriodPayment).toBeLessThanOrEqual(
      maximumExample.repaymentPeriodPayment ?? 0,
    );
  });

  it('has no repayment payment for the interest-only line, whose interest is rounded up', () => {
    const offer = fixtureOffer('interestOnly');
    const capped = { ...offer, pricing: { ...offer.pricing, maxAprBps: basisPoints(1000) } };
    const quote = priceOffer(capped, { amount: usd(30_000), autopay: true, manualNotary: false });
    const disclosure = buildHelocDisclosure(capped, quote);
    expect(disclosure.interestOnly).toBe(true);
    // 10% of $10,000 over an average month is $83.3333…, billed as $83.34.
    expect(disclosure.maximumExample).toEqual({
      aprBps: 1000,
      drawPeriodPayment: usd(83.34),
      repaymentPeriodPayment: null,
    });
  });

  it('gives 15 years of history up to the year the prime rate was read, at this offer’s margin', () => {
    const offer = fixtureOffer();
    const quote = priceOffer(offer, { amount: usd(50_000), autopay: true, manualNotary: false });
    const { historicalExample } = buildHelocDisclosure(offer, quote);
    expect(historicalExample).toHaveLength(HISTORICAL_EXAMPLE_YEARS);
    expect(historicalExample.at(-1)?.year).toBe(Number(offer.pricing.primeRateAsOf.slice(0, 4)));
    expect(new Set(historicalExample.map((year) => year.marginBps))).toEqual(
      new Set([quote.marginBps]),
    );
  });
});
