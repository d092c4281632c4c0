import {
  basisPoints,
  cents,
  hasDisplayableOffer,
  type BasisPoints,
  type Cents,
  type Offer,
} from '@openheloc/domain';

export interface OfferReminder {
  /** The largest line of any offer. */
  maxAmount: Cents;
  /** The lowest APR any offer was quoted at. */
  lowestApr: BasisPoints;
  /** The lowest estimated monthly payment any offer was quoted at, with its amount. */
  lowestPayment: { amount: Cents; monthlyPayment: Cents };
}

/** What the borrower was offered, in three figures; null when no offer can be shown. */
export function offerReminder(offers: readonly Offer[]): OfferReminder | null {
  const shown = offers.filter((offer) =>
    hasDisplayableOffer({ rate: offer.quote.aprBps, amount: offer.quote.amount }),
  );
  if (shown.length === 0) return null;
  const cheapest = shown.reduce((best, offer) =>
    offer.quote.estimatedMonthlyPayment < best.quote.estimatedMonthlyPayment ? offer : best,
  );
  return {
    maxAmount: cents(Math.max(...shown.map((offer) => offer.maxAmount))),
    lowestApr: basisPoints(Math.min(...shown.map((offer) => offer.quote.aprBps))),
    lowestPayment: {
      amount: cheapest.quote.amount,
      monthlyPayment: cheapest.quote.estimatedMonthlyPayment,
    },
  };
}
