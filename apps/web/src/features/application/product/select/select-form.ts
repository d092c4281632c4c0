import type { Cents, Offer } from '@openheloc/domain';
import { z } from 'zod';
import { AMOUNT_REQUIRED_MESSAGE, parseAmountText, priceAmount } from './amount';
import { offerFor } from './offer-choices';

export const PAY_TYPES = ['AUTOPAY', 'MANUAL'] as const;
const zPayType = z.enum(PAY_TYPES);

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
export const CHOOSE_TERM_MESSAGE = 'Please choose a term';
export const CHOOSE_DRAW_MESSAGE = 'Please choose how much to draw at closing';

/**
 * The selection form's schema for these offers: a term and draw option that make one of them,
 * and an amount the offer allows, refused in the server's words. Its output is the request body.
 */
export function selectFormSchema(offers: readonly Offer[], manualNotary: boolean) {
  return z
    .object({ term: z.string(), drawCode: z.string(), amount: z.string(), payType: z.string() })
    .transform((values, ctx): OfferSelection => {
      const fail = (path: keyof SelectFormInput, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      // Nothing is chosen for the borrower: an unanswered draw is not the full line, and every
      // unanswered question is named at once.
      if (!values.term) fail('term', CHOOSE_TERM_MESSAGE);
      else if (!offerFor(offers, values.term, '')) fail('term', CHOOSE_OFFER_MESSAGE);
      if (!values.drawCode) fail('drawCode', CHOOSE_DRAW_MESSAGE);
      const payType = zPayType.safeParse(values.payType).data;
      const offer = values.drawCode ? offerFor(offers, values.term, values.drawCode) : undefined;
      const autopay = payType === 'AUTOPAY';
      const amount = parseAmountText(values.amount);
      const priced = offer ? priceAmount(offer, { amount, autopay, manualNotary }) : undefined;
      if (priced?.problem !== undefined) fail('amount', priced.problem);
      else if (!offer && amount === null) fail('amount', AMOUNT_REQUIRED_MESSAGE);
      if (!payType) fail('payType', 'Required');
      if (!offer || !payType || !priced?.quote || amount === null) return z.NEVER;
      return { offerId: offer.id, amount, autopay };
    });
}

/** The server names the offer 'offerId'; the form asks for it as the term. */
export function formFieldOf(serverField: string): string {
  return serverField === 'offerId' ? 'term' : serverField;
}
