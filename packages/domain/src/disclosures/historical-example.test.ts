import { describe, expect, it } from 'vitest';
import { basisPoints, percentToBasisPoints } from '../money/basis-points';
import { dollarsToCents as usd } from '../money/cents';
import { historicalExample, type HistoricalTerms } from './historical-example';
import { PRIME_RATE_HISTORY, type PrimeRateOnYearStart } from './prime-rate-history';

/** Prime rates by year, 2001 onwards, as a made-up history with round monthly rates. */
function history(percents: number[]): PrimeRateOnYearStart[] {
  return percents.map((percent, index) => ({
    year: 2001 + index,
    asOf: `${2001 + index}-01-02`,
    primeRateBps: percentToBasisPoints(percent),
  }));
}

/** A 5-year line: 2 years of drawing, 3 of repayment; 1% over prime within 5% and 17.20%. */
const FIVE_YEAR_LINE: HistoricalTerms = {
  marginBps: basisPoints(100),
  minAprBps: basisPoints(500),
  maxAprBps: basisPoints(1720),
  drawPeriodYears: 2,
  repaymentPeriodYears: 3,
};

const PAST = history([3.25, 16.5, 11, 5, 8, ...Array<number>(10).fill(3.25), 9.99]);

describe('historicalExample', () => {
  // Each row worked by hand; a month's interest is the APR / 12 of the balance.
  it.each([
    // 3.25 + 1 = 4.25% is under the 5% floor: $10,000 x 5% / 12 = $41.666… -> $41.67.
    [2001, 325, 500, 'DRAW', 41.67],
    // 16.50 + 1 = 17.50% is over the 17.20% cap: $10,000 x 17.2% / 12 = $143.333… -> $143.33.
    [2002, 1650, 1720, 'DRAW', 143.33],
    // Repayment: $10,000 over 36 months at 1% a month: 100 / (1 - 1.01^-36) = $332.14. After 12
    // payments $10,000 x 1.01^12 - 332.14 x (1.01^12 - 1) / 0.01 = $7,055.88 is left.
    [2003, 1100, 1200, 'REPAYMENT', 332.14],
    // $7,055.88 over 24 months at 0.5% a month: 35.2794 / (1 - 1.005^-24) = $312.72; then
    // $7,055.88 x 1.005^12 - 312.72 x (1.005^12 - 1) / 0.005 = $3,633.49 is left.
    [2004, 500, 600, 'REPAYMENT', 312.72],
    // $3,633.49 over the last 12 months at 0.75% a month: 27.2512 / (1 - 1.0075^-12) = $317.75.
    [2005, 800, 900, 'REPAYMENT', 317.75],
    // The term has ended and the $10,000 is repaid.
    [2006, 325, 500, 'PAID', 0],
    [2015, 325, 500, 'PAID', 0],
  ] as const)(
    '%i: prime %i bp, APR %i bp, %s, pays $%d a month',
    (year, prime, apr, phase, pay) => {
      const rows = historicalExample(FIVE_YEAR_LINE, PAST, 2015);
      expect(rows.find((row) => row.year === year)).toEqual({
        year,
        primeRateBps: prime,
        marginBps: 100,
        aprBps: apr,
        phase,
        minimumMonthlyPayment: usd(pay),
      });
    },
  );

  it('covers the 15 years up to the year asked for, oldest first', () => {
    const rows = historicalExample(FIVE_YEAR_LINE, PAST, 2015);
    expect(rows.map((row) => row.year)).toEqual(Array.from({ length: 15 }, (_, i) => 2001 + i));
    expect(historicalExample(FIVE_YEAR_LINE, PAST, 2016).map((row) => row.year)[0]).toBe(2002);
  });

  it('bills the interest-only line its month’s interest, rounded up, every year', () => {
    const rows = historicalExample(
      { ...FIVE_YEAR_LINE, drawPeriodYears: null, repaymentPeriodYears: null },
      history(Array<number>(15).fill(9)),
      2015,
    );
    // 9 + 1 = 10%: $10,000 x 10% / 12 = $83.333… billed as $83.34.
    expect(new Set(rows.map((row) => [row.phase, row.minimumMonthlyPayment].join()))).toEqual(
      new Set(['DRAW,8334']),
    );
  });

  it('refuses a history shorter than 15 years', () => {
    expect(() => historicalExample(FIVE_YEAR_LINE, history([7, 8]), 2002)).toThrow(RangeError);
  });
});

describe('PRIME_RATE_HISTORY', () => {
  it.each([
    // The Wall Street Journal Prime Rate on the first business day of January.
    [2012, '2012-01-03', 325],
    [2019, '2019-01-02', 550],
    [2020, '2020-01-02', 475],
    [2023, '2023-01-03', 750],
    [2024, '2024-01-02', 850],
    [2026, '2026-01-02', 675],
  ])('%i was read on %s at %i bp', (year, asOf, bps) => {
    expect(PRIME_RATE_HISTORY.find((entry) => entry.year === year)).toEqual({
      year,
      asOf,
      primeRateBps: bps,
    });
  });

  it('has one value a year, on a weekday, with no gaps', () => {
    PRIME_RATE_HISTORY.forEach((entry, index) => {
      expect(entry.year).toBe(PRIME_RATE_HISTORY[0]!.year + index);
      expect([0, 6]).not.toContain(new Date(`${entry.asOf}T12:00:00Z`).getUTCDay());
    });
  });
});
