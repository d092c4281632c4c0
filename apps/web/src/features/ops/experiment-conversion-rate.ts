import type { ExperimentConversion } from '@openheloc/domain';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The share of a variation's applications that reached their offers; a dash before any. */
export function conversionRate({ applications, reachedOffer }: ExperimentConversion): string {
  if (applications === 0) return '—';
  return percent.format(reachedOffer / applications);
}

/** The rows grouped by experiment, each experiment's variations in name order. */
export function groupByExperiment(
  rows: readonly ExperimentConversion[],
): [string, ExperimentConversion[]][] {
  const groups = new Map<string, ExperimentConversion[]>();
  for (const row of rows) groups.set(row.experiment, [...(groups.get(row.experiment) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([experiment, variations]) => [
      experiment,
      [...variations].sort((a, b) => a.variation.localeCompare(b.variation)),
    ]);
}
