import { divideRoundingHalfUp } from './exact-division';

/**
 * part / whole in percent, to two decimals, rounded half up once (loan-to-value, debt-to-income).
 * The result is a display figure; decisions compare the exact products instead.
 */
export function percentOf(part: number, whole: number): number {
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || part < 0 || whole <= 0) {
    throw new RangeError(`Cannot take ${part} as a percentage of ${whole}`);
  }
  return Number(divideRoundingHalfUp(BigInt(part) * 10_000n, BigInt(whole))) / 100;
}
