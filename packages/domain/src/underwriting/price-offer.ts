import { RECORDING_TAXES_PER_AMOUNT } from '../constants/lending-limits';
import { formatMoney } from '../format/money';
import { interestOnlyMonthlyPayment, monthlyInterest } from '../lending/interest';
import { amortizedMonthlyPayment } from '../lending/payments';
import { roundTo } from '../lending/rounding';
import { initialDrawFor, offerRate } from './offer-rate';
import {
  OFFER_FEE_LABELS,
  type Offer,
  type OfferBasis,
  type OfferFee,
  type OfferFeeCode,
  type OfferQuote,
} from './offer-schema';

export interface OfferChoice {
  /** The line amount in whole dollars. */
  amount: number;
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
export function qualifyingMonthlyPayment(basis: OfferBasis, amount: number): number {
  const { aprPercent } = offerRate(basis, amount, false);
  return basis.repaymentPeriodYears === null
    ? interestOnlyMonthlyPayment(amount, aprPercent)
    : amortizedMonthlyPayment(amount, aprPercent, basis.repaymentPeriodYears);
}

function fee(code: OfferFeeCode, amount: number): OfferFee {
  return { code, label: OFFER_FEE_LABELS[code], amount: roundTo(amount) };
}

/** Prices an amount already known to be within the offer's limits. */
export function quoteOffer(basis: OfferBasis, choice: OfferChoice): OfferQuote {
  const { pricing } = basis;
  const rate = offerRate(basis, choice.amount, choice.autopay);
  const initialDraw = initialDrawFor(basis, choice.amount);
  const interestOnly = basis.repaymentPeriodYears === null;
  const drawPeriodMonthlyPayment = interestOnly
    ? interestOnlyMonthlyPayment(initialDraw, rate.aprPercent)
    : monthlyInterest(initialDraw, rate.aprPercent);
  const repaymentPeriodMonthlyPayment =
    basis.repaymentPeriodYears === null
      ? null
      : amortizedMonthlyPayment(initialDraw, rate.aprPercent, basis.repaymentPeriodYears);
  const fees = [
    fee('ORIGINATION', (initialDraw * pricing.originationFeePercent) / 100),
    fee('VALUATION', pricing.valuationFee),
    fee('MANUAL_NOTARIZATION', choice.manualNotary ? pricing.manualNotarizationFee : 0),
    fee('RECORDING_FEE', pricing.recordingFee),
    fee(
      'RECORDING_TAX',
      (choice.amount * pricing.recordingTaxPer100k) / RECORDING_TAXES_PER_AMOUNT,
    ),
  ].filter((item) => item.amount > 0);
  return {
    offerId: basis.id,
    amount: choice.amount,
    initialDraw,
    autopay: choice.autopay,
    manualNotary: choice.manualNotary,
    cltvPercent: rate.cltvPercent,
    primeRatePercent: pricing.primeRatePercent,
    gridMarginPercent: rate.gridMarginPercent,
    adjustments: rate.adjustments,
    marginPercent: rate.marginPercent,
    aprPercent: rate.aprPercent,
    aprLimit: rate.aprLimit,
    originationFeePercent: pricing.originationFeePercent,
    drawPeriodMonthlyPayment,
    repaymentPeriodMonthlyPayment,
    estimatedMonthlyPayment: drawPeriodMonthlyPayment,
    fees,
    totalFees: roundTo(fees.reduce((sum, item) => sum + item.amount, 0)),
  };
}

/** Prices the borrower's chosen amount of an offer, refusing one outside the offer's limits. */
export function priceOffer(offer: Offer, choice: OfferChoice): OfferQuote {
  const { amount } = choice;
  if (typeof amount === 'number' && Number.isFinite(amount) && !Number.isInteger(amount)) {
    throw new OfferAmountError('Amount must be a whole number of dollars');
  }
  if (typeof amount !== 'number' || !(amount >= offer.minAmount && amount <= offer.maxAmount)) {
    throw new OfferAmountError(
      `Amount must be between ${formatMoney(offer.minAmount, 0)} and ${formatMoney(offer.maxAmount, 0)}`,
    );
  }
  return quoteOffer(offer, choice);
}
