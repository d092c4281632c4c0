import { PACIFIC_TIME_ZONE } from '../constants/locale';

/**
 * The session replay is our own (docs/decisions/0024): an operations screen showing one
 * telemetry session's events. Its link is that screen's address on the app's public base URL.
 */
export const REPLAY_SESSION_PATH_PREFIX = '/account/heloc/ops/sessions/';

export const SESSION_REPLAY_MESSAGES = {
  notReplayLink: 'This is not a session replay link of this site',
  notYourSession: 'This session replay link is not one of your sessions',
  sessionNotFound: 'Session not found',
} as const;

/** The document path of the operations screen for one telemetry session. */
export function replaySessionPath(sessionUuid: string): string {
  return `${REPLAY_SESSION_PATH_PREFIX}${sessionUuid}`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The session a replay link names when it is exactly `{baseUrl}/account/heloc/ops/sessions/{uuid}`
 * (lower-case uuid, no query or fragment), else null: nothing else is ever stored as a link.
 */
export function replayLinkSession(link: string, baseUrl: string): string | null {
  const base = escapeRegExp(baseUrl.replace(/\/$/, ''));
  const pattern = new RegExp(`^${base}${escapeRegExp(REPLAY_SESSION_PATH_PREFIX)}(${UUID})$`);
  return pattern.exec(link)?.[1] ?? null;
}

const replayTimeFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** 'Nov 24, 2026, 3:19:05 AM' on the Pacific clock, the product's one time zone, to the second. */
export function formatReplayTime(instant: Date): string {
  return replayTimeFormatter.format(instant);
}

const MAX_SUMMARY = 300;

/** Event properties on one line, as the session's timeline shows them ('step: offer, amount: 5'). */
export function summariseEventProperties(properties: Record<string, unknown> | null): string {
  if (!properties) return '';
  const text = Object.entries(properties)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}
