export type BackoffPolicy = { baseMs: number; capMs: number };

/** Delay after failed attempt number `attempt` (1-based): base, doubling, capped; no jitter. */
export function backoffDelayMs(attempt: number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
}
