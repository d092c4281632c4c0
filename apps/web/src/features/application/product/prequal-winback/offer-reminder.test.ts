import { basisPoints } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { testOffers } from '../select/test-offers';
import { offerReminder } from './offer-reminder';

describe('offerReminder', () => {
  const offers = testOffers();

  it('sums the offers up: the largest line, the lowest APR, the lowest payment', () => {
    const reminder = offerReminder(offers);
    expect(reminder?.maxAmount).toBe(Math.max(...offers.map((offer) => offer.maxAmount)));
    expect(reminder?.lowestApr).toBe(Math.min(...offers.map((offer) => offer.quote.aprBps)));
    const payments = offers.map((offer) => offer.quote.estimatedMonthlyPayment);
    expect(reminder?.lowestPayment.monthlyPayment).toBe(Math.min(...payments));
  });

  it('leaves out an offer without a rate or an amount, and answers null for none', () => {
    const [first, ...rest] = offers;
    const unpriced = { ...first!, quote: { ...first!.quote, aprBps: basisPoints(0) } };
    expect(offerReminder([unpriced])).toBeNull();
    expect(offerReminder([unpriced, ...rest])?.lowestApr).toBe(
      Math.min(...rest.map((offer) => offer.quote.aprBps)),
    );
    expect(offerReminder([])).toBeNull();
  });
});
