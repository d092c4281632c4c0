import {
  servesOrganization,
  SESSION_REPLAY_MESSAGES as M,
  summariseEventProperties,
  type OpsApplicationReplays,
  type OpsTelemetrySession,
} from '@openheloc/domain';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationReplayLinks,
  applications,
  profiles,
  telemetryEvents,
  telemetrySessions,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SignedInOpsUser } from '../ops-users/require-ops-user';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../workflow/transition';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session view shows at most this many events, the first ones. */
export const SESSION_EVENT_LIMIT = 1000;

const nameOf = (profile: { firstName: string | null; lastName: string | null }) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ');

/** Applications with their borrower's name, of one lender. */
async function applicationsWithBorrowers(db: Db, orgCode: string, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  const rows = await db
    .select({
      uuid: applications.uuid,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(applications)
    .leftJoin(profiles, eq(profiles.identityUuid, applications.identityUuid))
    .where(and(inArray(applications.uuid, [...uuids]), eq(applications.orgCode, orgCode)))
    .orderBy(asc(applications.createdAt));
  return rows.map((row) => ({ uuid: row.uuid, borrowerName: nameOf(row) }));
}

/**
 * An application's session replays, newest first, for an operations user serving its lender
 * (404 otherwise, the same as for no application).
 */
export async function applicationReplays(
  db: Db,
  user: SignedInOpsUser,
  applicationUuid: string,
): Promise<OpsApplicationReplays> {
  if (!UUID.test(applicationUuid)) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [application] = await db
    .select({
      uuid: applications.uuid,
      orgCode: applications.orgCode,
      state: applications.state,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(applications)
    .leftJoin(profiles, eq(profiles.identityUuid, applications.identityUuid))
    .where(eq(applications.uuid, applicationUuid));
  if (!application || !servesOrganization(user, application.orgCode)) {
    throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  }
  const replays = await db
    .select({
      sessionUuid: applicationReplayLinks.sessionUuid,
      link: applicationReplayLinks.link,
      linkedAt: applicationReplayLinks.linkedAt,
      startedAt: telemetrySessions.createdAt,
      lastSeenAt: telemetrySessions.lastSeenAt,
      eventCount: count(telemetryEvents.id),
    })
    .from(applicationReplayLinks)
    .innerJoin(telemetrySessions, eq(telemetrySessions.uuid, applicationReplayLinks.sessionUuid))
    .leftJoin(telemetryEvents, eq(telemetryEvents.sessionUuid, applicationReplayLinks.sessionUuid))
    .where(eq(applicationReplayLinks.applicationUuid, applicationUuid))
    .groupBy(
      applicationReplayLinks.sessionUuid,
      applicationReplayLinks.link,
      applicationReplayLinks.linkedAt,
      telemetrySessions.createdAt,
      telemetrySessions.lastSeenAt,
    )
    .orderBy(desc(applicationReplayLinks.linkedAt), desc(applicationReplayLinks.sessionUuid));
  return {
    applicationUuid,
    orgCode: application.orgCode,
    borrowerName: nameOf(application),
    state: application.state,
    replays: replays.map((replay) => ({
      sessionUuid: replay.sessionUuid,
      link: replay.link,
      linkedAt: replay.linkedAt.toISOString(),
      startedAt: replay.startedAt.toISOString(),
      lastSeenAt: replay.lastSeenAt.toISOString(),
      eventCount: replay.eventCount,
    })),
  };
}

/**
 * One telemetry session as its replay screen shows it: its events in time order and the
 * applications (with their borrowers) it was linked to or whose pages it viewed. 404 for a
 * session of a lender the user does not serve, as for none.
 */
export async function telemetrySessionView(
  db: Db,
  user: SignedInOpsUser,
  sessionUuid: string,
): Promise<OpsTelemetrySession> {
  if (!UUID.test(sessionUuid)) throw AppError.notFound(M.sessionNotFound);
  const [session] = await db
    .select()
    .from(telemetrySessions)
    .where(eq(telemetrySessions.uuid, sessionUuid));
  if (!session || !servesOrganization(user, session.orgCode)) {
    throw AppError.notFound(M.sessionNotFound);
  }
  const events = await db
    .select()
    .from(telemetryEvents)
    .where(eq(telemetryEvents.sessionUuid, sessionUuid))
    .orderBy(asc(telemetryEvents.createdAt), asc(telemetryEvents.id))
    .limit(SESSION_EVENT_LIMIT + 1);
  const linked = await db
    .select({ uuid: applicationReplayLinks.applicationUuid })
    .from(applicationReplayLinks)
    .where(eq(applicationReplayLinks.sessionUuid, sessionUuid));
  const applicationUuids = new Set(linked.map((row) => row.uuid));
  for (const event of events) {
    if (event.applicationUuid) applicationUuids.add(event.applicationUuid);
  }
  return {
    sessionUuid,
    orgCode: session.orgCode,
    startedAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    screen: session.screen,
    window: session.window,
    applications: await applicationsWithBorrowers(db, session.orgCode, [...applicationUuids]),
    events: events.slice(0, SESSION_EVENT_LIMIT).map((event) => ({
      at: event.createdAt.toISOString(),
      pagePath: event.pagePath,
      event: event.event,
      eventType: event.eventType,
      properties: summariseEventProperties(event.eventProperties),
    })),
    truncated: events.length > SESSION_EVENT_LIMIT,
  };
}
