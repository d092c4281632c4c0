import { DEFAULT_PERCENT_DECIMALS } from '../constants/locale';

/** Formats percentage points (7.6 -> '7.600%'); answers 'NaN' rather than throwing on bad input. */
export function formatPercent(v: number, decimals: number = DEFAULT_PERCENT_DECIMALS): string {
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
