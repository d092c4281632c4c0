import { describe, expect, it } from 'vitest';
import { movableClock } from './movable-clock';

describe('movable clock', () => {
  it('reads the base clock plus what it was moved forward', () => {
    const base = new Date('2026-11-23T18:00:00Z');
    const clock = movableClock(() => base);
    expect(clock.now()).toEqual(base);
    clock.advance(3 * 86_400_000);
    clock.advance(60_000);
    expect(clock.now()).toEqual(new Date('2026-11-26T18:01:00Z'));
    expect(clock.offsetMs()).toBe(3 * 86_400_000 + 60_000);
  });

  it.each([0, -1, Number.NaN])('refuses to move by %s', (ms) => {
    expect(() => movableClock().advance(ms)).toThrow(/only moves forward/);
  });
});
