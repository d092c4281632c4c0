import {
  replayLinkSession,
  SESSION_REPLAY_MESSAGES as M,
  type ReplayLink,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationReplayLinks, telemetryEvents, telemetrySessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findOwnApplication } from '../application/read-service';
import type { ApplicationScope } from '../workflow/transition';

export type ReplayLinkDeps = { db: Db; now: () => Date; appBaseUrl: string };

/** The borrower's scope: their application, at the page's lender. */
export type OwnerScope = Required<ApplicationScope>;

/** Whether the session has an event the borrower made while signed in at this lender. */
async function isOwnSession(db: Db, scope: OwnerScope, sessionUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: telemetryEvents.id })
    .from(telemetryEvents)
    .innerJoin(telemetrySessions, eq(telemetrySessions.uuid, telemetryEvents.sessionUuid))
    .where(
      and(
        eq(telemetryEvents.sessionUuid, sessionUuid),
        eq(telemetrySessions.orgCode, scope.orgCode),
        eq(telemetryEvents.identityId, scope.ownerIdentityUuid),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Links a session replay to the borrower's application (PUT .../full-story-link). The link must
 * be our own replay screen's address, on the configured public base URL (never the request's
 * Host), for a session the borrower was signed in during; linking it again changes nothing.
 */
export async function linkSessionReplay(
  { db, now, appBaseUrl }: ReplayLinkDeps,
  scope: OwnerScope,
  link: string,
): Promise<ReplayLink> {
  await findOwnApplication(db, scope);
  const sessionUuid = replayLinkSession(link, appBaseUrl);
  if (sessionUuid === null) throw AppError.badRequest(M.notReplayLink, 'link');
  if (!(await isOwnSession(db, scope, sessionUuid))) {
    throw AppError.badRequest(M.notYourSession, 'link');
  }
  await db
    .insert(applicationReplayLinks)
    .values({ applicationUuid: scope.uuid, sessionUuid, link, linkedAt: now() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(applicationReplayLinks)
    .where(
      and(
        eq(applicationReplayLinks.applicationUuid, scope.uuid),
        eq(applicationReplayLinks.sessionUuid, sessionUuid),
      ),
    );
  if (!row) throw new Error('The replay link was not stored');
  return { sessionUuid, link: row.link, linkedAt: row.linkedAt.toISOString() };
}
