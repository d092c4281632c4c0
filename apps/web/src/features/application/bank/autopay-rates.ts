import { autopaySaving, type AutopaySaving, type HelocApplication } from '@openheloc/domain';

/** The chosen offer's APR with and without autopay (the domain's one computation); null before an offer is chosen. */
export function autopayRates(application: HelocApplication): AutopaySaving | null {
  const selected = application.selectedOffer;
  const offer = application.offers.find((candidate) => candidate.id === selected?.offerId);
  if (!selected || !offer) return null;
  return autopaySaving(offer, {
    amount: selected.quote.amount,
    manualNotary: selected.quote.manualNotary,
  });
}
