import { describe, expect, it } from 'vitest';
import { assignVariation, isExperimentKey } from './experiments';

const trackerIds = Array.from(
  { length: 2000 },
  (_, index) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
);
const share = (percent: number) =>
  trackerIds.filter(
    (id) => assignVariation('fe-heloc-redesign-2025', id, percent) === 'register-v2',
  ).length / trackerIds.length;

describe('assignVariation', () => {
  it.each([
    ['5b1c2d3e-1111-4222-8333-444455556666'],
    ['0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['7c9e6679-7425-40de-944b-e07fc1f90ae7'],
  ])('gives %s the same variation every time, whatever the case of the id', (trackerId) => {
    const first = assignVariation('fe-heloc-redesign-2025', trackerId, 50);
    expect(['register-v2', 'register']).toContain(first);
    expect(assignVariation('fe-heloc-redesign-2025', trackerId, 50)).toBe(first);
    expect(assignVariation('fe-heloc-redesign-2025', trackerId.toUpperCase(), 50)).toBe(first);
  });

  it.each([
    [0, 0, 0],
    [100, 1, 1],
    [50, 0.45, 0.55],
    [20, 0.16, 0.24],
  ])('gives the treatment to about %i%% of trackers', (percent, low, high) => {
    expect(share(percent)).toBeGreaterThanOrEqual(low);
    expect(share(percent)).toBeLessThanOrEqual(high);
  });

  it('keeps a tracker in the treatment as the share grows', () => {
    const at20 = trackerIds.filter(
      (id) => assignVariation('fe-heloc-redesign-2025', id, 20) === 'register-v2',
    );
    expect(
      at20.every((id) => assignVariation('fe-heloc-redesign-2025', id, 50) === 'register-v2'),
    ).toBe(true);
  });
});

describe('isExperimentKey', () => {
  it.each([
    ['fe-heloc-redesign-2025', true],
    ['fe-heloc-maintenance', false],
    ['toString', false],
  ])('%s: %s', (key, expected) => {
    expect(isExperimentKey(key)).toBe(expected);
  });
});
