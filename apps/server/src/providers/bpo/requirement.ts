import { TEXAS, type BpoStatus, type UsState } from '@openheloc/domain';
import type { Valuation } from '../property/types';

/**
 * Whether a property needs a broker price opinion: always in Texas, and wherever the automated
 * valuation is missing or less than highly confident.
 */
export function bpoRequirement(input: {
  state: UsState;
  valuation: Pick<Valuation, 'confidence'> | null;
}): Extract<BpoStatus, 'BPO_REQUIRED' | 'BPO_NOT_REQUIRED'> {
  if (input.state === TEXAS) return 'BPO_REQUIRED';
  return input.valuation?.confidence === 'HIGH' ? 'BPO_NOT_REQUIRED' : 'BPO_REQUIRED';
}
