import { z } from 'zod';
import { zCents } from '../money/cents-schema';
import { daysSince } from './calendar-days';
import type { PricingConfig } from './pricing-config-schema';
import type { PropertySummary } from './underwriting-input';

export const BPO_REASONS = ['STATE_REQUIREMENT', 'NO_AVM', 'LOW_AVM_CONFIDENCE'] as const;
export const zBpoReason = z.enum(BPO_REASONS);
export type BpoReason = z.infer<typeof zBpoReason>;

export const zValuation = z.object({
  /** The value CLTV is computed on: a completed BPO, else the automated valuation, else none. */
  valueUsed: zCents.nullable(),
  valueSource: z.enum(['BPO', 'AVM']).nullable(),
  bpoRequired: z.boolean(),
  bpoReasons: z.array(zBpoReason),
  /** The spec's BPO status for the application. */
  bpoStatus: z.enum(['BPO_NOT_REQUIRED', 'BPO_REQUIRED', 'BPO_COMPLETE']),
});
export type Valuation = z.infer<typeof zValuation>;

/**
 * Texas (and any state the lender lists) needs a value estimate by law; so does a property with
 * no automated valuation or one below the confidence threshold.
 */
export function assessValuation(property: PropertySummary, config: PricingConfig): Valuation {
  const bpoReasons: BpoReason[] = [];
  if (config.bpoRequiredStates.includes(property.state)) bpoReasons.push('STATE_REQUIREMENT');
  if (property.avm === null) bpoReasons.push('NO_AVM');
  else if (property.avm.confidence < config.minAvmConfidence) bpoReasons.push('LOW_AVM_CONFIDENCE');
  const bpoRequired = bpoReasons.length > 0;
  const hasBpo = property.bpoValue !== null;
  const valueUsed = property.bpoValue ?? property.avm?.value ?? null;
  return {
    valueUsed,
    valueSource: hasBpo ? 'BPO' : valueUsed === null ? null : 'AVM',
    bpoRequired,
    bpoReasons,
    bpoStatus: !bpoRequired ? 'BPO_NOT_REQUIRED' : hasBpo ? 'BPO_COMPLETE' : 'BPO_REQUIRED',
  };
}

export const zFloodAssessment = z.object({
  zone: z.string().nullable(),
  /** Special flood hazard areas: zones starting with A or V. */
  insuranceRequired: z.boolean(),
  /** The flood certificate has not come back yet (the application waits on it). */
  certificatePending: z.boolean(),
});
export type FloodAssessment = z.infer<typeof zFloodAssessment>;

export function assessFlood(floodZone: string | null): FloodAssessment {
  const zone = floodZone?.trim().toUpperCase() ?? null;
  return {
    zone,
    insuranceRequired: zone !== null && /^[AV]/.test(zone),
    certificatePending: zone === null,
  };
}

/** Bought or retitled fewer than `recentTransferDays` days ago (or dated in the future). */
export function isRecentlyTransferred(
  lastTransferDate: string | null,
  config: PricingConfig,
  now: Date,
): boolean {
  return lastTransferDate !== null && daysSince(lastTransferDate, now) < config.recentTransferDays;
}
