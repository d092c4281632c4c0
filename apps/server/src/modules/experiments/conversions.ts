import type { ExperimentConversion } from '@openheloc/domain';

interface ApplicationExperiments {
  experiments: readonly { name: string; variation: string }[];
  /** Whether the application reached its pre-qualified offers. */
  reachedOffer: boolean;
}

/** Applications and conversions to the pre-qualified offer, per experiment and variation. */
export function conversionsOf(rows: readonly ApplicationExperiments[]): ExperimentConversion[] {
  const byVariation = new Map<string, ExperimentConversion>();
  for (const row of rows) {
    for (const { name, variation } of row.experiments) {
      const key = JSON.stringify([name, variation]);
      const entry = byVariation.get(key) ?? {
        experiment: name,
        variation,
        applications: 0,
        reachedOffer: 0,
      };
      entry.applications += 1;
      if (row.reachedOffer) entry.reachedOffer += 1;
      byVariation.set(key, entry);
    }
  }
  return [...byVariation.values()].sort(
    (a, b) => a.experiment.localeCompare(b.experiment) || a.variation.localeCompare(b.variation),
  );
}
