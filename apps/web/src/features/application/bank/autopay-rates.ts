import {
  basisPoints,
  priceOffer,
  type BasisPoints,
  type HelocApplication,
} from '@openheloc/domain';

export interface AutopayRates {
  /** The APR with the autopay discount, and without it. */
  autopay: BasisPoints;
  manual: BasisPoints;
  discount: BasisPoints;
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
  const autopay = priceOffer(offer, { ...choice, autopay: true }).aprBps;
  const manual = priceOffer(offer, { ...choice, autopay: false }).aprBps;
  return { autopay, manual, discount: basisPoints(manual - autopay) };
}
