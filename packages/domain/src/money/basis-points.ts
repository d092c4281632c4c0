import { z } from 'zod';

/**
 * A rate as a whole number of basis points (1 bp = 0.01%; 8.25% = 825). Rates are held, stored and
 * computed in basis points; percentages exist only where a person reads or configures them.
 */
export const zBasisPoints = z
  .number()
  .int()
  .min(-100_000)
  .max(100_000)
  .describe('A rate or ratio in whole basis points (1 bp = 0.01%; 8.25% = 825), within ±1,000%')
  .brand<'BasisPoints'>();
export type BasisPoints = z.infer<typeof zBasisPoints>;

export const BASIS_POINTS_PER_PERCENT = 100;
export const BASIS_POINTS_PER_UNIT = 10_000n;

export function basisPoints(value: number): BasisPoints {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Not a whole number of basis points: ${value}`);
  return value as BasisPoints;
}

/** A percentage as configured (7.25, 0.5, 4.99) to basis points, refusing finer rates (7.125). */
export function percentToBasisPoints(percent: number): BasisPoints {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent));
  if (!match) throw new RangeError(`Not a whole number of basis points: ${percent}%`);
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = Number(whole) * BASIS_POINTS_PER_PERCENT + Number(fraction.padEnd(2, '0'));
  return basisPoints(sign ? -magnitude : magnitude);
}

export function isWholeBasisPoints(percent: number): boolean {
  return Number.isFinite(percent) && /^-?\d+(\.\d{1,2})?$/.test(String(percent));
}

/** Basis points as percentage points (825 -> 8.25), for a chart or a wire format; never for arithmetic. */
export function basisPointsToPercent(rate: BasisPoints): number {
  return rate / BASIS_POINTS_PER_PERCENT;
}

export function addBasisPoints(...rates: BasisPoints[]): BasisPoints {
  return basisPoints(rates.reduce<number>((sum, rate) => sum + rate, 0));
}

/**
 * Formats basis points as a percentage with `decimals` places (825 -> '8.250%'). From two places
 * up it is done by digits, so it never shows a float's error.
 */
export function formatBasisPoints(rate: BasisPoints, decimals = 3): string {
  if (decimals < 2) return `${(rate / BASIS_POINTS_PER_PERCENT).toFixed(decimals)}%`;
  const magnitude = Math.abs(rate);
  const whole = Math.trunc(magnitude / BASIS_POINTS_PER_PERCENT);
  const fraction = String(magnitude % BASIS_POINTS_PER_PERCENT).padStart(2, '0');
  return `${rate < 0 ? '-' : ''}${whole}.${fraction.padEnd(decimals, '0')}%`;
}
