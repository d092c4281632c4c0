import { z } from 'zod';
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

/** Body of PUT {base}/{uuid}/full-story-link. */
export const zReplayLinkRequest = z.object({ link: z.string().max(2000) });
export type ReplayLinkRequest = z.output<typeof zReplayLinkRequest>;

/** One session replay linked to an application. */
export const zReplayLink = z.object({
  sessionUuid: z.uuid(),
  link: z.string(),
  linkedAt: z.iso.datetime(),
});
export type ReplayLink = z.output<typeof zReplayLink>;

/** A replay as operations list it for an application: the session's span and size. */
export const zOpsReplayLink = zReplayLink.extend({
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  eventCount: z.number().int().nonnegative(),
});
export type OpsReplayLink = z.output<typeof zOpsReplayLink>;

/** GET /ops/api/v1/applications/{uuid}/session-replays: newest first. */
export const zOpsApplicationReplays = z.object({
  applicationUuid: z.uuid(),
  orgCode: z.string(),
  borrowerName: z.string(),
  state: z.string(),
  replays: z.array(zOpsReplayLink),
});
export type OpsApplicationReplays = z.output<typeof zOpsApplicationReplays>;

export const zOpsSessionEvent = z.object({
  at: z.iso.datetime(),
  pagePath: z.string(),
  event: z.string(),
  eventType: z.string(),
  properties: z.string(),
});
export type OpsSessionEvent = z.output<typeof zOpsSessionEvent>;

/** GET /ops/api/v1/telemetry/sessions/{sessionUuid}: the session and its events, oldest first. */
export const zOpsTelemetrySession = z.object({
  sessionUuid: z.uuid(),
  orgCode: z.string(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  screen: z.object({ width: z.number(), height: z.number() }),
  window: z.object({ width: z.number(), height: z.number() }),
  applications: z.array(z.object({ uuid: z.uuid(), borrowerName: z.string() })),
  events: z.array(zOpsSessionEvent),
  /** True when the session has more events than the view shows (the first ones are shown). */
  truncated: z.boolean(),
});
export type OpsTelemetrySession = z.output<typeof zOpsTelemetrySession>;
