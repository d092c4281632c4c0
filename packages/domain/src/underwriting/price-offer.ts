import { interestOnlyMonthlyPayment, monthlyInterest } from '../lending/interest';
import { amortizedMonthlyPayment } from '../lending/payments';
import { BASIS_POINTS_PER_UNIT } from '../money/basis-points';
import {
  addCents,
  cents,
  CENTS_PER_DOLLAR,
  formatCents,
  ZERO_CENTS,
  type Cents,
} from '../money/cents';
import { divideRoundingHalfUp } from '../money/exact-division';
import { initialDrawFor, offerRate } from './offer-rate';
import {
  OFFER_FEE_LABELS,
  type Offer,
  type OfferBasis,
  type OfferFee,
  type OfferFeeCode,
  type OfferQuote,
} from './offer-schema';

/** Recording taxes are quoted per $100,000 borrowed. */
const RECORDING_TAX_BASE = 100_000n * BigInt(CENTS_PER_DOLLAR);

export interface OfferChoice {
  /** The line amount, a whole number of dollars in cents. */
  amount: Cents;
  autopay: boolean;
  manualNotary: boolean;
}

/** The borrower asked for an amount the offer does not allow; `field` names the input. */
export class OfferAmountError extends Error {
  readonly field = 'amount';

  constructor(message: string) {
    super(message);
    this.name = 'OfferAmountError';
  }
}

/**
 * The payment the borrower is qualified on: the whole line, at the rate without the autopay
 * discount (the borrower may stop autopay), over the repayment period; interest only for the
 * interest-only product.
 */
export function qualifyingMonthlyPayment(basis: OfferBasis, amount: Cents): Cents {
  const { aprBps } = offerRate(basis, amount, false);
  return basis.repaymentPeriodYears === null
    ? interestOnlyMonthlyPayment(amount, aprBps)
    : amortizedMonthlyPayment(amount, aprBps, basis.repaymentPeriodYears);
}

function fee(code: OfferFeeCode, amount: Cents): OfferFee {
  return { code, label: OFFER_FEE_LABELS[code], amount };
}

/** amount x numerator / denominator, to the nearest cent. */
function share(amount: Cents, numerator: bigint, denominator: bigint): Cents {
  return cents(divideRoundingHalfUp(BigInt(amount) * numerator, denominator));
}

/** Prices an amount already known to be within the offer's limits. */
export function quoteOffer(basis: OfferBasis, choice: OfferChoice): OfferQuote {
  const { pricing } = basis;
  const rate = offerRate(basis, choice.amount, choice.autopay);
  const initialDraw = initialDrawFor(basis, choice.amount);
  const interestOnly = basis.repaymentPeriodYears === null;
  const drawPeriodMonthlyPayment = interestOnly
    ? interestOnlyMonthlyPayment(initialDraw, rate.aprBps)
    : monthlyInterest(initialDraw, rate.aprBps);
  const repaymentPeriodMonthlyPayment =
    basis.repaymentPeriodYears === null
      ? null
      : amortizedMonthlyPayment(initialDraw, rate.aprBps, basis.repaymentPeriodYears);
  const fees = [
    fee(
      'ORIGINATION',
      share(initialDraw, BigInt(pricing.originationFeeBps), BASIS_POINTS_PER_UNIT),
    ),
    fee('VALUATION', pricing.valuationFee),
    fee('MANUAL_NOTARIZATION', choice.manualNotary ? pricing.manualNotarizationFee : ZERO_CENTS),
    fee('RECORDING_FEE', pricing.recordingFee),
    fee(
      'RECORDING_TAX',
      share(choice.amount, BigInt(pricing.recordingTaxPer100k), RECORDING_TAX_BASE),
    ),
  ].filter((item) => item.amount > 0);
  return {
    offerId: basis.id,
    amount: choice.amount,
    initialDraw,
    autopay: choice.autopay,
    manualNotary: choice.manualNotary,
    cltvPercent: rate.cltvPercent,
    primeRateBps: pricing.primeRateBps,
    gridMarginBps: rate.gridMarginBps,
    adjustments: rate.adjustments,
    marginBps: rate.marginBps,
    aprBps: rate.aprBps,
    aprLimit: rate.aprLimit,
    originationFeeBps: pricing.originationFeeBps,
    drawPeriodMonthlyPayment,
    repaymentPeriodMonthlyPayment,
    estimatedMonthlyPayment: drawPeriodMonthlyPayment,
    fees,
    totalFees: addCents(...fees.map((item) => item.amount)),
  };
}

/** Prices the borrower's chosen amount of an offer, refusing one outside the offer's limits. */
export function priceOffer(offer: Offer, choice: OfferChoice): OfferQuote {
  const { amount } = choice;
  if (Number.isSafeInteger(amount) && amount % CENTS_PER_DOLLAR !== 0) {
    throw new OfferAmountError('Amount must be a whole number of dollars');
  }
  if (!Number.isSafeInteger(amount) || !(amount >= offer.minAmount && amount <= offer.maxAmount)) {
    throw new OfferAmountError(
      `Amount must be between ${formatCents(offer.minAmount, 0)} and ${formatCents(offer.maxAmount, 0)}`,
    );
  }
  return quoteOffer(offer, choice);
}
