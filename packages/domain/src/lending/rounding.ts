/**
 * Binary floating point stores 1.005 as 1.00499..., so scaling first and trimming to 15
 * significant digits removes the representation error before rounding.
 */
function scaled(value: number, decimals: number): number {
  return Number((value * 10 ** decimals).toPrecision(15));
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`Invalid number of decimals: ${decimals}`);
  }
}

/** Rounds half away from zero (1.005 -> 1.01, -1.005 -> -1.01). */
export function roundTo(value: number, decimals = 2): number {
  assertDecimals(decimals);
  const magnitude = Math.round(scaled(Math.abs(value), decimals)) / 10 ** decimals;
  return value < 0 ? -magnitude : magnitude;
}

/** Rounds up towards positive infinity (to the next cent by default). */
export function roundUpTo(value: number, decimals = 2): number {
  assertDecimals(decimals);
  return Math.ceil(scaled(value, decimals)) / 10 ** decimals;
}
