/**
 * The app's clock outside production: `base` moved forward by an offset that only grows, so that
 * a tester can wait out a deadline (the right to cancel) without waiting days. Production uses
 * the plain clock and has no such offset.
 */
export type MovableClock = {
  now: () => Date;
  offsetMs: () => number;
  /** Moves the clock forward by `ms` (never back: what happened stays in the past). */
  advance: (ms: number) => void;
};

export function movableClock(base: () => Date = () => new Date()): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms <= 0) throw new RangeError('The clock only moves forward');
      offset += ms;
    },
  };
}
