import { z } from 'zod';

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
