import {
  cents,
  CENTS_PER_DOLLAR,
  formatCents,
  OfferAmountError,
  priceOffer,
  type Cents,
  type Offer,
  type OfferQuote,
} from '@openheloc/domain';

/** The server's message when no amount is given (zOfferSelectionRequest). */
export const AMOUNT_REQUIRED_MESSAGE = 'Please enter an amount';

/**
 * The amount in a typed money value ('$85,000', '85000.50') in cents, read digit by digit, or
 * null when nothing usable was typed. Cents are kept so that the whole-dollar rule can say what
 * is wrong.
 */
export function parseAmountText(text: string): Cents | null {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!match || (match[2] === '' && !match[3])) return null;
  const [, sign, whole = '', fraction = ''] = match;
  const magnitude = Number(whole || '0') * CENTS_PER_DOLLAR + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(magnitude) ? cents(sign ? -magnitude : magnitude) : null;
}

/** Whole dollars as the money field shows them: '$85,000'. */
export function formatAmountText(amount: Cents): string {
  return formatCents(amount, 0);
}

/** The nearest whole-dollar amount the offer allows. */
export function clampToOffer(amount: Cents, offer: Pick<Offer, 'minAmount' | 'maxAmount'>): Cents {
  const dollars = Math.round(amount / CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR;
  return cents(Math.min(offer.maxAmount, Math.max(offer.minAmount, dollars)));
}

export interface AmountChoice {
  amount: Cents | null;
  autopay: boolean;
  manualNotary: boolean;
}

export type PricedAmount =
  { quote: OfferQuote; problem?: undefined } | { quote?: undefined; problem: string };

/**
 * The chosen amount priced with the shared domain function the server uses, so the figures
 * and the refusal ('Amount must be between $X and $Y') are the server's own.
 */
export function priceAmount(offer: Offer, choice: AmountChoice): PricedAmount {
  if (choice.amount === null) return { problem: AMOUNT_REQUIRED_MESSAGE };
  try {
    return {
      quote: priceOffer(offer, {
        amount: choice.amount,
        autopay: choice.autopay,
        manualNotary: choice.manualNotary,
      }),
    };
  } catch (error) {
    if (error instanceof OfferAmountError) return { problem: error.message };
    throw error;
  }
}
