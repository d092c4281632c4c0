import {
  cents,
  OfferAmountError,
  priceOffer,
  type OfferQuote,
  type UnderwritingDecision,
} from '@openheloc/domain';
import type { ApplicationChanges, ApplicationRow } from '../../db/rows';

/**
 * The borrower's chosen offer after a new decision (hard pull, verified income, value estimate):
 * the same offer re-priced, its amount lowered to the new maximum when that fell; null when the
 * offer is gone or its minimum is now out of reach.
 */
export function keepChosenOffer(
  application: ApplicationRow,
  decision: UnderwritingDecision,
): ApplicationChanges | null {
  const offer = decision.offers.find((candidate) => candidate.id === application.offerId);
  if (!offer || application.amount === null) return null;
  const amount = cents(Math.min(application.amount, offer.maxAmount));
  let quote: OfferQuote;
  try {
    quote = priceOffer(offer, {
      amount,
      autopay: application.payType !== 'MANUAL',
      manualNotary: application.status.manualNotary,
    });
  } catch (error) {
    if (error instanceof OfferAmountError) return null;
    throw error;
  }
  return { amount, quote, aprBps: quote.aprBps, termYears: offer.termYears };
}

/** Forgets the chosen offer (the borrower chooses again from the new offers). */
export const CLEARED_OFFER: ApplicationChanges = {
  offerId: null,
  amount: null,
  quote: null,
  aprBps: null,
  termYears: null,
};
