const DAY_MS = 86_400_000;

/** yyyy-MM-dd of an instant, in UTC (vendors date their records by calendar day). */
export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function daysBefore(instant: Date, days: number): Date {
  return new Date(instant.getTime() - days * DAY_MS);
}

/**
 * Ids of long-running sandbox orders (BPO, disbursement) carry their creation time, so that a
 * later status check, even after a server restart, can tell whether the order has completed.
 */
export function encodeTimedId(prefix: string, createdAt: Date, payload: string): string {
  return `${prefix}_${createdAt.getTime().toString(36)}_${payload}`;
}

export function timedIdPattern(prefix: string, payloadPattern: string): RegExp {
  return new RegExp(`^${prefix}_[0-9a-z]{1,11}_${payloadPattern}$`);
}

export function decodeTimedId(id: string): { createdAt: Date; payload: string } {
  const [, time = '', payload = ''] = id.split('_');
  return { createdAt: new Date(Number.parseInt(time, 36)), payload };
}
