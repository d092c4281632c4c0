import { priceOffer, type HelocApplication } from '@openheloc/domain';

export interface AutopayRates {
  /** The APR with the autopay discount, and without it. */
  autopay: number;
  manual: number;
  discount: number;
}

/** The chosen offer's APR with and without autopay; null before an offer is chosen. */
export function autopayRates(application: HelocApplication): AutopayRates | null {
  const selected = application.selectedOffer;
  const offer = application.offers.find((candidate) => candidate.id === selected?.offerId);
  if (!selected || !offer) return null;
  const choice = {
    amount: selected.quote.amount,
    manualNotary: selected.quote.manualNotary,
  };
  const autopay = priceOffer(offer, { ...choice, autopay: true }).aprPercent;
  const manual = priceOffer(offer, { ...choice, autopay: false }).aprPercent;
  return { autopay, manual, discount: Math.round((manual - autopay) * 100) / 100 };
}
