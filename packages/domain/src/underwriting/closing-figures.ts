import { basisPoints, formatBasisPoints, type BasisPoints } from '../money/basis-points';
import { cents, formatCents, type Cents } from '../money/cents';
import type { OfferBasis, OfferFee, OfferQuote } from './offer-schema';
import { quoteOffer } from './price-offer';

/**
 * Every closing figure is said in whole cents, the way the signed Statement of loan says it, so
 * the screen, the e-mail, the PDF and the chatbot read the same characters.
 */
export const formatClosingMoney = (amount: Cents): string => formatCents(amount, 2);

/** The money at closing: the initial draw, the fees deducted from it and what reaches the borrower. */
export interface ClosingMoney {
  initialDraw: Cents;
  fees: OfferFee[];
  totalFees: Cents;
  /** The initial draw less the fees: what the transfer sends to the borrower's account. */
  paidToYou: Cents;
}

/** Fees are paid from the initial draw (never more than it: the rest would be owed, not sent). */
export function closingMoney(quote: Pick<OfferQuote, 'initialDraw' | 'fees'>): ClosingMoney {
  const totalFees = cents(quote.fees.reduce((sum, fee) => sum + fee.amount, 0));
  return {
    initialDraw: quote.initialDraw,
    fees: quote.fees,
    totalFees,
    paidToYou: cents(Math.max(0, quote.initialDraw - totalFees)),
  };
}

/**
 * 'Your initial draw of $100,000.00, less $2,090.00 in fees, pays $97,910.00 to you': one
 * sentence for the screens and e-mails (`verb` is the tense of the moment).
 */
export function paidToYouSentence(money: ClosingMoney, verb: 'pays' | 'paid' = 'pays'): string {
  const draw = formatClosingMoney(money.initialDraw);
  const paid = formatClosingMoney(money.paidToYou);
  return money.totalFees > 0
    ? `Your initial draw of ${draw}, less ${formatClosingMoney(money.totalFees)} in fees, ${verb} ${paid} to you`
    : `Your initial draw of ${draw} ${verb} ${paid} to you`;
}

/** What autopay changes on one amount of an offer, after the APR floor and cap. */
export interface AutopaySaving {
  aprWithAutopay: BasisPoints;
  aprWithoutAutopay: BasisPoints;
  /** The lender's discount on the margin. */
  discountBps: BasisPoints;
  /** What the APR actually goes down by: less than the discount when the floor holds it. */
  savingBps: BasisPoints;
}

export function autopaySaving(
  basis: OfferBasis,
  choice: { amount: Cents; manualNotary: boolean },
): AutopaySaving {
  const aprWithAutopay = quoteOffer(basis, { ...choice, autopay: true }).aprBps;
  const aprWithoutAutopay = quoteOffer(basis, { ...choice, autopay: false }).aprBps;
  return {
    aprWithAutopay,
    aprWithoutAutopay,
    discountBps: basis.pricing.autopayDiscountBps,
    savingBps: basisPoints(aprWithoutAutopay - aprWithAutopay),
  };
}

/**
 * 'Autopay saves 0.25% on your APR: 7.75% instead of 8.00%', or, where the floor eats part of
 * the discount, what it really saves; a discount that changes nothing is not claimed.
 */
export function autopaySavingText(saving: AutopaySaving): string {
  const percent = (value: BasisPoints) => formatBasisPoints(value, 2);
  if (saving.savingBps <= 0) {
    return `Autopay does not change your APR of ${percent(saving.aprWithoutAutopay)}, which is already at its minimum`;
  }
  return `Autopay saves ${percent(saving.savingBps)} on your APR: ${percent(saving.aprWithAutopay)} instead of ${percent(saving.aprWithoutAutopay)}`;
}

/**
 * How the APR of a quote is built, with the floor or cap explained where it applies: 'Variable:
 * prime 7.25% + margin 0.25% = 7.50%, raised to the 7.60% minimum APR'.
 */
export function rateExplanation(
  quote: Pick<OfferQuote, 'primeRateBps' | 'marginBps' | 'aprBps' | 'aprLimit'>,
): string {
  const percent = (value: BasisPoints) => formatBasisPoints(value, 2);
  const indexed = `prime ${percent(quote.primeRateBps)} + margin ${percent(quote.marginBps)}`;
  const sum = basisPoints(quote.primeRateBps + quote.marginBps);
  if (quote.aprLimit === 'FLOOR') {
    return `Variable: ${indexed} = ${percent(sum)}, raised to the ${percent(quote.aprBps)} minimum APR`;
  }
  if (quote.aprLimit === 'CAP') {
    return `Variable: ${indexed} = ${percent(sum)}, held to the ${percent(quote.aprBps)} maximum APR`;
  }
  return `Variable: ${indexed}`;
}

/** The payment a figure belongs to, said with its draw: '$96.88/mo est. on a $15,000 draw'. */
export function paymentOnDrawText(
  quote: Pick<OfferQuote, 'estimatedMonthlyPayment' | 'initialDraw'>,
): string {
  return `${formatCents(quote.estimatedMonthlyPayment, 2)}/mo est. on a ${formatCents(quote.initialDraw, 0)} draw`;
}
