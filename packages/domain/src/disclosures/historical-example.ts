import { interestOnlyMonthlyPayment, monthlyInterest } from '../lending/interest';
import { amortizedMonthlyPayment } from '../lending/payments';
import { addBasisPoints, basisPoints, type BasisPoints } from '../money/basis-points';
import { cents, dollarsToCents, type Cents } from '../money/cents';
import type { PrimeRateOnYearStart } from './prime-rate-history';

/** Regulation Z §1026.40(d)(12)(xi): the example covers the 15 years before the disclosure. */
export const HISTORICAL_EXAMPLE_YEARS = 15;
const HISTORICAL_BALANCE = dollarsToCents(10_000);
const MONTHS_PER_YEAR = 12;

export type HistoricalPhase = 'DRAW' | 'REPAYMENT' | 'PAID';

export interface HistoricalExampleYear {
  year: number;
  primeRateBps: BasisPoints;
  marginBps: BasisPoints;
  /** Index plus margin, held within the line's floor and cap. */
  aprBps: BasisPoints;
  phase: HistoricalPhase;
  /** The minimum monthly payment that year; zero once the line is repaid. */
  minimumMonthlyPayment: Cents;
}

export interface HistoricalTerms {
  marginBps: BasisPoints;
  minAprBps: BasisPoints;
  maxAprBps: BasisPoints;
  /** Null with the interest-only product, which draws for its whole life. */
  drawPeriodYears: number | null;
  repaymentPeriodYears: number | null;
}

function heldWithin(rate: BasisPoints, floor: BasisPoints, cap: BasisPoints): BasisPoints {
  return basisPoints(Math.min(Math.max(rate, floor), cap));
}

/** The balance after a year of level payments, each month's interest added first. */
function balanceAfterYear(balance: Cents, apr: BasisPoints, payment: Cents): Cents {
  let left: number = balance;
  for (let month = 0; month < MONTHS_PER_YEAR; month += 1) {
    left = Math.max(0, left + monthlyInterest(cents(left), apr) - payment);
  }
  return cents(left);
}

/**
 * The historical example of the early disclosure: $10,000 drawn at the start of the first of the
 * 15 years up to `throughYear`, the rate reset each year to that January's prime rate plus the
 * offer's margin (within floor and cap). While drawing the minimum payment is the month's
 * interest; in repayment the balance left is re-amortised each year over the months left; after
 * the term the line is repaid and the payment is zero.
 */
export function historicalExample(
  terms: HistoricalTerms,
  history: readonly PrimeRateOnYearStart[],
  throughYear: number,
): HistoricalExampleYear[] {
  const years = history
    .filter((entry) => entry.year <= throughYear)
    .slice(-HISTORICAL_EXAMPLE_YEARS);
  if (years.length < HISTORICAL_EXAMPLE_YEARS) {
    throw new RangeError(`The prime rate history needs 15 years up to ${throughYear}`);
  }
  const interestOnly = terms.repaymentPeriodYears === null;
  const drawYears = terms.drawPeriodYears ?? Number.POSITIVE_INFINITY;
  const repaymentYears = terms.repaymentPeriodYears ?? 0;
  let balance = HISTORICAL_BALANCE;
  return years.map((entry, index) => {
    const aprBps = heldWithin(
      addBasisPoints(entry.primeRateBps, terms.marginBps),
      terms.minAprBps,
      terms.maxAprBps,
    );
    const row = { year: entry.year, primeRateBps: entry.primeRateBps, marginBps: terms.marginBps };
    if (index < drawYears) {
      const payment = interestOnly
        ? interestOnlyMonthlyPayment(balance, aprBps)
        : monthlyInterest(balance, aprBps);
      return { ...row, aprBps, phase: 'DRAW', minimumMonthlyPayment: payment };
    }
    const yearsLeft = drawYears + repaymentYears - index;
    if (yearsLeft <= 0 || balance === 0) {
      return { ...row, aprBps, phase: 'PAID', minimumMonthlyPayment: cents(0) };
    }
    const payment = amortizedMonthlyPayment(balance, aprBps, yearsLeft);
    balance = yearsLeft === 1 ? cents(0) : balanceAfterYear(balance, aprBps, payment);
    return { ...row, aprBps, phase: 'REPAYMENT', minimumMonthlyPayment: payment };
  });
}

/** The table's explanation, as Regulation Z's model form G-14A words it. */
export const HISTORICAL_EXAMPLE_EXPLANATION =
  'The following table shows how the annual percentage rate and the minimum monthly payments for a single $10,000 credit advance taken at the beginning of the first year would have changed based on changes in the index over the past 15 years. The index values are from the first business day of each year. While only one payment per year is shown, payments would have varied during each year. The table assumes that no additional credit advances were taken, that only the minimum payment was made each month, and that the rate remained constant during each year. It does not necessarily indicate how the index or your payments will change in the future.';
