import { OfferAmountError, priceOffer, type Offer, type OfferQuote } from '@openheloc/domain';

/** The server's message when no amount is given (zOfferSelectionRequest). */
export const AMOUNT_REQUIRED_MESSAGE = 'Please enter an amount';

/**
 * The amount in a typed money value ('$85,000', '85000.50'), or null when nothing usable was
 * typed. Cents are kept so that the whole-dollar rule can say what is wrong.
 */
export function parseAmountText(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Whole dollars as the money field shows them: '$85,000'. */
export function formatAmountText(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** The nearest amount the offer allows. */
export function clampToOffer(
  amount: number,
  offer: Pick<Offer, 'minAmount' | 'maxAmount'>,
): number {
  return Math.min(offer.maxAmount, Math.max(offer.minAmount, Math.round(amount)));
}

export interface AmountChoice {
  amount: number | null;
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
