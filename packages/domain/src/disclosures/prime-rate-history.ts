import { percentToBasisPoints, type BasisPoints } from '../money/basis-points';

export interface PrimeRateOnYearStart {
  year: number;
  /** yyyy-MM-dd: the first business day of the year, the day the value was read. */
  asOf: string;
  primeRateBps: BasisPoints;
}

const HISTORY: readonly [string, number][] = [
  ['2007-01-02', 8.25],
  ['2008-01-02', 7.25],
  ['2009-01-02', 3.25],
  ['2010-01-04', 3.25],
  ['2011-01-03', 3.25],
  ['2012-01-03', 3.25],
  ['2013-01-02', 3.25],
  ['2014-01-02', 3.25],
  ['2015-01-02', 3.25],
  ['2016-01-04', 3.5],
  ['2017-01-03', 3.75],
  ['2018-01-02', 4.5],
  ['2019-01-02', 5.5],
  ['2020-01-02', 4.75],
  ['2021-01-04', 3.25],
  ['2022-01-03', 3.25],
  ['2023-01-03', 7.5],
  ['2024-01-02', 8.5],
  ['2025-01-02', 7.5],
  ['2026-01-02', 6.75],
];

/**
 * The U.S. prime rate (the index the draw rate follows) on the first business day of each year:
 * the Wall Street Journal Prime Rate, the same series as the Federal Reserve's H.15 "bank prime
 * loan" rate (FRED series DPRIME). Regulation Z §1026.40(d)(12)(xi) asks for 15 years of it in
 * the early disclosure's historical example. Add the new year's value each January.
 */
export const PRIME_RATE_HISTORY: readonly PrimeRateOnYearStart[] = HISTORY.map(
  ([asOf, percent]) => ({
    year: Number(asOf.slice(0, 4)),
    asOf,
    primeRateBps: percentToBasisPoints(percent),
  }),
);
