/**
 * The slider moves in round steps from the offer's minimum, and its last position is the
 * maximum itself, which a plain step attribute could not reach when the range is not a whole
 * number of steps. The input's value is the position; the amount is derived from it.
 */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
  /** The last position (the maximum amount). */
  lastPosition: number;
}

const STEPS = [100, 250, 500, 1_000, 2_500, 5_000] as const;
/** About this many positions, so that an arrow key moves by a noticeable, round amount. */
const TARGET_POSITIONS = 100;

export function sliderScale(min: number, max: number): SliderScale {
  const range = Math.max(0, max - min);
  const step = STEPS.find((candidate) => range / candidate <= TARGET_POSITIONS) ?? 5_000;
  return { min, max, step, lastPosition: Math.ceil(range / step) };
}

export function amountAtPosition(scale: SliderScale, position: number): number {
  const clamped = Math.min(scale.lastPosition, Math.max(0, Math.round(position)));
  return clamped === scale.lastPosition ? scale.max : scale.min + clamped * scale.step;
}

/** The position nearest an amount (a typed one, say), clamped to the slider's ends. */
export function positionForAmount(scale: SliderScale, amount: number): number {
  if (amount >= scale.max) return scale.lastPosition;
  if (amount <= scale.min) return 0;
  return Math.min(scale.lastPosition, Math.round((amount - scale.min) / scale.step));
}
