import type { ApplicationProgress } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { compactProgressLabel } from './progress-steps';

const progress = (currentIndex: number): ApplicationProgress => ({
  steps: (['Basic Info', 'Select Offer', 'Talk to eNotary'] as const).map((label, index) => ({
    label,
    status: index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  })),
  currentIndex,
});

describe('compactProgressLabel', () => {
  it.each([
    [0, 'Step 1 of 3: Basic Info'],
    [2, 'Step 3 of 3: Talk to eNotary'],
    [3, 'All 3 steps completed'],
  ])('at %i reads %s', (index, label) => {
    expect(compactProgressLabel(progress(index))).toBe(label);
  });
});
