import { z } from 'zod';
import type { FeatureFlagKey } from './feature-flags';

/**
 * Experiments run behind feature flags: while the flag is on, each visitor is assigned the new
 * experience (treatment) or the control, the same one every time for the same tracker id. The
 * flag's `treatmentPercent` variable is the share of trackers given the treatment.
 */
export const EXPERIMENTS = {
  /** The redesigned registration (/register-v2) against the older one (/register). */
  'fe-heloc-redesign-2025': { treatment: 'register-v2', control: 'register' },
} as const satisfies Partial<Record<FeatureFlagKey, { treatment: string; control: string }>>;
export type ExperimentKey = keyof typeof EXPERIMENTS;
export type Variation<K extends ExperimentKey> =
  (typeof EXPERIMENTS)[K]['treatment'] | (typeof EXPERIMENTS)[K]['control'];

export const REDESIGN_EXPERIMENT = 'fe-heloc-redesign-2025' satisfies ExperimentKey;

/** The variable that splits an experiment's traffic; a share from 0 to 100. */
export const zExperimentVariables = z.object({
  treatmentPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
});

export function isExperimentKey(key: string): key is ExperimentKey {
  return Object.hasOwn(EXPERIMENTS, key);
}

/** FNV-1a, 32 bits: a stable, evenly spread number for a string, the same in every runtime. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The variation of `experiment` for a tracker id: its bucket (0 to 99) below `treatmentPercent`
 * gets the treatment. Each experiment buckets on its own (the key is part of the hash), so being
 * in one experiment's treatment says nothing about another's.
 */
export function assignVariation<K extends ExperimentKey>(
  experiment: K,
  trackerId: string,
  treatmentPercent: number,
): Variation<K> {
  const bucket = fnv1a(`${experiment}:${trackerId.toLowerCase()}`) % 100;
  const { treatment, control } = EXPERIMENTS[experiment];
  return bucket < treatmentPercent ? treatment : control;
}

/** Conversions to the pre-qualified offer of one experiment's variation (operations' view). */
export const zExperimentConversion = z.object({
  experiment: z.string(),
  variation: z.string(),
  applications: z.number(),
  /** Applications of this variation that reached their pre-qualified offers. */
  reachedOffer: z.number(),
});
export type ExperimentConversion = z.infer<typeof zExperimentConversion>;
export const zExperimentConversions = z.object({ conversions: z.array(zExperimentConversion) });

/**
 * The answers about a borrower's experiments. Here, not beside the application's schema: the
 * registration's first screen reads the profile, and a module is bundled whole.
 */
export const zOptimizelyProfile = z.object({
  identityUuid: z.uuid(),
  optimizelyProfileUuid: z.string().nullable(),
});

export const zExperimentsResponse = z.object({
  experiments: z.array(z.object({ name: z.string(), variation: z.string() })),
});
