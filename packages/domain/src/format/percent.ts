import { DEFAULT_PERCENT_DECIMALS } from '../constants/locale';
import type { Dollars } from './money';

/**
 * Formats percentage points (7.6 -> '7.600%'); answers 'NaN' rather than throwing on bad input.
 * Basis points (a branded number) are refused at compile time: use formatBasisPoints.
 */
export function formatPercent(v: Dollars, decimals: number = DEFAULT_PERCENT_DECIMALS): string {
  if (
    typeof v !== 'number' ||
    !Number.isFinite(v) ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 100
  ) {
    return 'NaN';
  }
  return `${v.toFixed(decimals)}%`;
}
