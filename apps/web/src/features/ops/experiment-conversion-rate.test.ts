import type { ExperimentConversion } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { conversionRate, groupByExperiment } from './experiment-conversion-rate';

const row = (
  experiment: string,
  variation: string,
  applications: number,
  reachedOffer: number,
): ExperimentConversion => ({ experiment, variation, applications, reachedOffer });

describe('conversionRate', () => {
  it.each([
    { applications: 0, reachedOffer: 0, shown: '—' },
    { applications: 4, reachedOffer: 0, shown: '0%' },
    { applications: 4, reachedOffer: 1, shown: '25%' },
    { applications: 3, reachedOffer: 2, shown: '66.7%' },
    { applications: 7, reachedOffer: 7, shown: '100%' },
  ])('$reachedOffer of $applications is $shown', ({ applications, reachedOffer, shown }) => {
    expect(conversionRate(row('e', 'v', applications, reachedOffer))).toBe(shown);
  });
});

describe('groupByExperiment', () => {
  it('groups by experiment and orders experiments and variations by name', () => {
    const groups = groupByExperiment([
      row('fe-b', 'register-v2', 2, 1),
      row('fe-a', 'treatment', 1, 1),
      row('fe-b', 'register', 3, 1),
    ]);
    expect(groups.map(([name, rows]) => [name, rows.map((r) => r.variation)])).toEqual([
      ['fe-a', ['treatment']],
      ['fe-b', ['register', 'register-v2']],
    ]);
  });
});
