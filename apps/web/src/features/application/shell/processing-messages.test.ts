import { describe, expect, it } from 'vitest';
import {
  PROCESSING_MESSAGE_INTERVAL_MS,
  processingMessageAt,
  processingMessages,
  processingPercent,
} from './processing-messages';

describe('processing modal messages', () => {
  it('tells what pre-qualification does, in order', () => {
    expect(processingMessages('WAITING_FOR_OFFER_SELECTION')).toEqual([
      'Checking your credit…',
      'Looking up your property…',
      'Estimating your home’s value…',
      'Preparing your offers…',
    ]);
  });

  it('has general words for a wait it does not know', () => {
    expect(processingMessages('WAITING_FOR_RECORDING')[0]).toBe('Working on your application…');
  });

  it.each([
    [0, 'Checking your credit…'],
    [PROCESSING_MESSAGE_INTERVAL_MS - 1, 'Checking your credit…'],
    [PROCESSING_MESSAGE_INTERVAL_MS, 'Looking up your property…'],
    [3 * PROCESSING_MESSAGE_INTERVAL_MS, 'Preparing your offers…'],
    [60_000, 'Preparing your offers…'],
  ])('after %i ms says %s', (elapsed, message) => {
    expect(processingMessageAt(processingMessages('WAITING_FOR_OFFER_SELECTION'), elapsed)).toBe(
      message,
    );
  });

  it.each([
    [0, 0],
    [7_500, 42],
    [15_000, 71],
    [30_000, 95],
    [90_000, 95],
  ])('after %i ms of 30 s the bar shows %i%%', (elapsed, percent) => {
    expect(processingPercent(elapsed, 30_000)).toBe(percent);
  });
});
