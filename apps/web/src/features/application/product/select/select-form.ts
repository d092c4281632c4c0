import type { Cents, Offer } from '@openheloc/domain';
import { z } from 'zod';
import { parseAmountText, priceAmount } from './amount';
import { offerFor } from './offer-choices';

export const PAY_TYPES = ['AUTOPAY', 'MANUAL'] as const;

export interface SelectFormInput {
  /** The term's key ('10', or NO_TERM for the interest-only product). */
  term: string;
  drawCode: string;
  /** As typed: '$85,000'. */
  amount: string;
  payType: string;
}

export interface OfferSelection {
  offerId: string;
  amount: Cents;
  autopay: boolean;
}

export const CHOOSE_OFFER_MESSAGE = 'Please choose an offer';

/**
 * The selection form's schema for these offers: a term and draw option that make one of them,
 * and an amount the offer allows, refused in the server's words. Its output is the request body.
 */
export function selectFormSchema(offers: readonly Offer[], manualNotary: boolean) {
  return z
    .object({
      term: z.string(),
      drawCode: z.string(),
      amount: z.string(),
      payType: z.enum(PAY_TYPES, { error: 'Required' }),
    })
    .transform((values, ctx): OfferSelection => {
      const offer = offerFor(offers, values.term, values.drawCode);
      if (!offer) {
        ctx.addIssue({ code: 'custom', path: ['term'], message: CHOOSE_OFFER_MESSAGE });
        return z.NEVER;
      }
      const autopay = values.payType === 'AUTOPAY';
      const amount = parseAmountText(values.amount);
      const priced = priceAmount(offer, { amount, autopay, manualNotary });
      if (priced.problem !== undefined || amount === null) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: priced.problem ?? '' });
        return z.NEVER;
      }
      return { offerId: offer.id, amount, autopay };
    });
}

/** The server names the offer 'offerId'; the form asks for it as the term. */
export function formFieldOf(serverField: string): string {
  return serverField === 'offerId' ? 'term' : serverField;
}
