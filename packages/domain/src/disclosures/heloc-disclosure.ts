import { interestOnlyMonthlyPayment, monthlyInterest } from '../lending/interest';
import { amortizedMonthlyPayment } from '../lending/payments';
import { addBasisPoints, basisPoints, type BasisPoints } from '../money/basis-points';
import { dollarsToCents, type Cents } from '../money/cents';
import type { Offer, OfferFee, OfferQuote } from '../underwriting/offer-schema';
import { historicalExample, type HistoricalExampleYear } from './historical-example';
import { PRIME_RATE_HISTORY, type PrimeRateOnYearStart } from './prime-rate-history';

/** Regulation Z §1026.40(d)(5)(iii) and (d)(12)(ix): payment examples are for $10,000. */
export const EXAMPLE_BALANCE = dollarsToCents(10_000);

/** Fees the lender keeps; every other fee of an offer is paid to someone else. */
const LENDER_FEE_CODES: ReadonlySet<OfferFee['code']> = new Set(['ORIGINATION']);

export interface PaymentExample {
  aprBps: BasisPoints;
  /** The minimum monthly payment on $10,000 while drawing. */
  drawPeriodPayment: Cents;
  /** The monthly payment on $10,000 once repayment starts; null for an interest-only line. */
  repaymentPeriodPayment: Cents | null;
}

export interface HelocDisclosure {
  creditLimit: Cents;
  initialDraw: Cents;
  initialDrawPercent: number;
  interestOnly: boolean;
  termYears: number | null;
  drawPeriodYears: number | null;
  repaymentPeriodYears: number | null;
  primeRateBps: BasisPoints;
  /** yyyy-MM-dd: the day the index value was read. */
  primeRateAsOf: string;
  marginBps: BasisPoints;
  /** Index plus margin, before the floor or cap applies. */
  indexPlusMarginBps: BasisPoints;
  /** Whether the floor or the cap holds the APR today; null when index plus margin applies. */
  aprLimit: OfferQuote['aprLimit'];
  /** The margin's discount for paying automatically, lost if autopay stops; 0 without it. */
  autopayDiscountBps: BasisPoints;
  aprBps: BasisPoints;
  /** The floor and cap the APR is held within for the life of the line. */
  minAprBps: BasisPoints;
  maxAprBps: BasisPoints;
  lenderFees: OfferFee[];
  thirdPartyFees: OfferFee[];
  /** Today's APR and the highest APR, each on $10,000. */
  currentExample: PaymentExample;
  maximumExample: PaymentExample;
  /** How $10,000 drawn 15 years ago would have been priced and repaid, year by year. */
  historicalExample: HistoricalExampleYear[];
}

function example(offer: Offer, aprBps: BasisPoints): PaymentExample {
  const interestOnly = offer.repaymentPeriodYears === null;
  return {
    aprBps,
    // The interest-only product bills the month's interest rounded up to the next cent.
    drawPeriodPayment: interestOnly
      ? interestOnlyMonthlyPayment(EXAMPLE_BALANCE, aprBps)
      : monthlyInterest(EXAMPLE_BALANCE, aprBps),
    repaymentPeriodPayment:
      offer.repaymentPeriodYears === null
        ? null
        : amortizedMonthlyPayment(EXAMPLE_BALANCE, aprBps, offer.repaymentPeriodYears),
  };
}

/**
 * The HELOC early disclosure's figures (Regulation Z §1026.40(d)) for the borrower's chosen
 * offer and amount: index and margin, today's APR with its floor and cap, the draw and
 * repayment periods, the payment examples and the fees, split by who is paid.
 */
export function buildHelocDisclosure(
  offer: Offer,
  quote: OfferQuote,
  primeRateHistory: readonly PrimeRateOnYearStart[] = PRIME_RATE_HISTORY,
): HelocDisclosure {
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
    primeRateBps: quote.primeRateBps,
    primeRateAsOf: pricing.primeRateAsOf,
    marginBps: quote.marginBps,
    indexPlusMarginBps: addBasisPoints(quote.primeRateBps, quote.marginBps),
    aprLimit: quote.aprLimit,
    autopayDiscountBps: basisPoints(autopay ? -autopay.bps : 0),
    aprBps: quote.aprBps,
    minAprBps: pricing.minAprBps,
    maxAprBps: pricing.maxAprBps,
    lenderFees: quote.fees.filter((fee) => LENDER_FEE_CODES.has(fee.code)),
    thirdPartyFees: quote.fees.filter((fee) => !LENDER_FEE_CODES.has(fee.code)),
    currentExample: example(offer, quote.aprBps),
    maximumExample: example(offer, pricing.maxAprBps),
    historicalExample: historicalExample(
      {
        marginBps: quote.marginBps,
        minAprBps: pricing.minAprBps,
        maxAprBps: pricing.maxAprBps,
        drawPeriodYears: offer.drawPeriodYears,
        repaymentPeriodYears: offer.repaymentPeriodYears,
      },
      primeRateHistory,
      Number(pricing.primeRateAsOf.slice(0, 4)),
    ),
  };
}
