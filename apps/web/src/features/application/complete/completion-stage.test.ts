import { describe, expect, it } from 'vitest';
import { completionStage } from './completion-stage';

describe('completionStage', () => {
  it.each([
    ['COMPLETE', 'funded'],
    ['RESCISSION', 'rescission'],
    ['WAITING_FOR_RESCISSION', 'rescission'],
    ['RECORDING', 'recording'],
    ['FUNDABLE', 'funding'],
    ['FUNDING_DECISION', 'funding'],
    ['WAITING_FOR_FUNDING_DECISION', 'funding'],
  ])('%s is %s', (state, stage) => {
    expect(completionStage(state)).toBe(stage);
  });
});
