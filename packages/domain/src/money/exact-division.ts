/**
 * Integer division of non-negative bigints with one rounding at the end, so that a chain of
 * exact products is rounded once rather than at every step.
 */
export function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  assertOperands(numerator, denominator);
  return (2n * numerator + denominator) / (2n * denominator);
}

export function divideRoundingUp(numerator: bigint, denominator: bigint): bigint {
  assertOperands(numerator, denominator);
  return (numerator + denominator - 1n) / denominator;
}

function assertOperands(numerator: bigint, denominator: bigint): void {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator}`);
  }
}
