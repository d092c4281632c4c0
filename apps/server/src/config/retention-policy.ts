/**
 * How long each kind of row is kept, in days, before the retention job deletes it
 * (docs/decisions/0037). A deployment changes any of them with RETENTION_DAYS, e.g.
 * `RETENTION_DAYS=jobs=14,telemetry=30`.
 */
export const DEFAULT_RETENTION_DAYS = {
  /** Finished jobs (succeeded, failed, dead); queued and running ones are never touched. */
  jobs: 30,
  /**
   * Third-party calls and their redacted answers: 25 months, the record-keeping period of
   * Regulation B (12 CFR 1002.12) for an application's records.
   */
  provider_calls: 760,
  /** Borrower and operations sessions, counted from their expiry. */
  sessions: 7,
  /**
   * Failed sign-ins. A successful one is also the mark of the owner's own address (decision
   * 0011), so it is kept for `known_addresses` instead.
   */
  login_attempts: 30,
  /** Successful sign-ins: an address unused this long is no longer the owner's. */
  known_addresses: 400,
  registration_attempts: 1,
  /** Telemetry events, and sessions last seen this long ago that no application links to. */
  telemetry: 90,
  chat_rate_events: 1,
  /** The development mailbox (outside production, or production without SMTP). */
  mailbox: 30,
  /** 'Forgot password?' requests, counted from the link's expiry. */
  password_resets: 30,
} as const;

export type RetentionTable = keyof typeof DEFAULT_RETENTION_DAYS;
export type RetentionPolicy = Record<RetentionTable, number>;

export const RETENTION_TABLES = Object.keys(DEFAULT_RETENTION_DAYS) as RetentionTable[];

function isRetentionTable(name: string): name is RetentionTable {
  return Object.hasOwn(DEFAULT_RETENTION_DAYS, name);
}

/**
 * The policy from RETENTION_DAYS ('name=days' pairs, comma separated) over the defaults; an
 * unknown name or a bad number stops the server with a message that names it.
 */
export function retentionPolicyOf(setting: string | undefined): RetentionPolicy {
  const policy: RetentionPolicy = { ...DEFAULT_RETENTION_DAYS };
  for (const pair of (setting ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const [name = '', days = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (!isRetentionTable(name)) {
      throw new Error(
        `Invalid configuration: RETENTION_DAYS names "${name}"; use ${RETENTION_TABLES.join(', ')}`,
      );
    }
    if (rest.length > 0 || !/^\d{1,5}$/.test(days) || Number(days) < 1) {
      throw new Error(
        `Invalid configuration: RETENTION_DAYS ${name} must be a whole number of days, 1 or more`,
      );
    }
    policy[name] = Number(days);
  }
  return policy;
}
