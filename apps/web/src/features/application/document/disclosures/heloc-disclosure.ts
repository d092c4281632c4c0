import {
  amortizedMonthlyPayment,
  interestOnlyMonthlyPayment,
  monthlyInterest,
  roundTo,
  type Offer,
  type OfferFee,
  type OfferQuote,
} from '@openheloc/domain';

/** Regulation Z §1026.40(d)(5)(iii) and (d)(12)(ix): payment examples are for $10,000. */
export const EXAMPLE_BALANCE = 10_000;

/** Fees the lender keeps; every other fee of an offer is paid to someone else. */
const LENDER_FEE_CODES: ReadonlySet<OfferFee['code']> = new Set(['ORIGINATION']);

export interface PaymentExample {
  aprPercent: number;
  /** The minimum monthly payment on $10,000 while drawing. */
  drawPeriodPayment: number;
  /** The monthly payment on $10,000 once repayment starts; null for an interest-only line. */
  repaymentPeriodPayment: number | null;
}

export interface HelocDisclosure {
  creditLimit: number;
  initialDraw: number;
  initialDrawPercent: number;
  interestOnly: boolean;
  termYears: number | null;
  drawPeriodYears: number | null;
  repaymentPeriodYears: number | null;
  primeRatePercent: number;
  /** yyyy-MM-dd: the day the index value was read. */
  primeRateAsOf: string;
  marginPercent: number;
  /** Index plus margin, before the floor or cap applies. */
  indexPlusMarginPercent: number;
  /** Whether the floor or the cap holds the APR today; null when index plus margin applies. */
  aprLimit: OfferQuote['aprLimit'];
  /** The margin's discount for paying automatically, lost if autopay stops; 0 without it. */
  autopayDiscountPercent: number;
  aprPercent: number;
  /** The floor and cap the APR is held within for the life of the line. */
  minAprPercent: number;
  maxAprPercent: number;
  lenderFees: OfferFee[];
  thirdPartyFees: OfferFee[];
  /** Today's APR and the highest APR, each on $10,000. */
  currentExample: PaymentExample;
  maximumExample: PaymentExample;
}

function example(offer: Offer, aprPercent: number): PaymentExample {
  const interestOnly = offer.repaymentPeriodYears === null;
  return {
    aprPercent,
    // The interest-only product bills the month's interest rounded up to the next cent.
    drawPeriodPayment: interestOnly
      ? interestOnlyMonthlyPayment(EXAMPLE_BALANCE, aprPercent)
      : monthlyInterest(EXAMPLE_BALANCE, aprPercent),
    repaymentPeriodPayment:
      offer.repaymentPeriodYears === null
        ? null
        : amortizedMonthlyPayment(EXAMPLE_BALANCE, aprPercent, offer.repaymentPeriodYears),
  };
}

/**
 * The HELOC early disclosure's figures (Regulation Z §1026.40(d)) for the borrower's chosen
 * offer and amount: index and margin, today's APR with its floor and cap, the draw and
 * repayment periods, the payment examples and the fees, split by who is paid.
 */
export function buildHelocDisclosure(offer: Offer, quote: OfferQuote): HelocDisclosure {
  const { pricing } = offer;
  const autopay = quote.adjustments.find((adjustment) => adjustment.code === 'AUTOPAY');
  return {
    creditLimit: quote.amount,
    initialDraw: quote.initialDraw,
    initialDrawPercent: offer.drawOption.initialDrawPercent,
    interestOnly: offer.repaymentPeriodYears === null,
    termYears: offer.termYears,
    drawPeriodYears: offer.drawPeriodYears,
    repaymentPeriodYears: offer.repaymentPeriodYears,
    primeRatePercent: quote.primeRatePercent,
    primeRateAsOf: pricing.primeRateAsOf,
    marginPercent: quote.marginPercent,
    indexPlusMarginPercent: roundTo(quote.primeRatePercent + quote.marginPercent, 3),
    aprLimit: quote.aprLimit,
    autopayDiscountPercent: autopay ? -autopay.percent : 0,
    aprPercent: quote.aprPercent,
    minAprPercent: pricing.minApr,
    maxAprPercent: pricing.maxApr,
    lenderFees: quote.fees.filter((fee) => LENDER_FEE_CODES.has(fee.code)),
    thirdPartyFees: quote.fees.filter((fee) => !LENDER_FEE_CODES.has(fee.code)),
    currentExample: example(offer, quote.aprPercent),
    maximumExample: example(offer, pricing.maxApr),
  };
}
