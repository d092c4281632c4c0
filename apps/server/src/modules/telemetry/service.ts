import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateSessionRequest, SessionKey, TelemetryEvent } from '@openheloc/domain';
import type { Db } from '../../db/client';
import { applications, telemetryEvents, telemetrySessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { dedupeKey } from './dedupe-key';

export type TelemetryServiceDeps = { db: Db; now: () => Date };

export function createTelemetryService({ db, now }: TelemetryServiceDeps) {
  /** Marks a session of this organisation as seen; answers its key, or undefined when there is none. */
  async function touchSession(orgCode: string, key: SessionKey): Promise<SessionKey | undefined> {
    const [session] = await db
      .update(telemetrySessions)
      .set({ lastSeenAt: now() })
      .where(
        and(
          eq(telemetrySessions.uuid, key.uuid),
          eq(telemetrySessions.trackerUuid, key.trackerUuid),
          eq(telemetrySessions.orgCode, orgCode),
        ),
      )
      .returning({
        uuid: telemetrySessions.uuid,
        epoch: telemetrySessions.epoch,
        trackerUuid: telemetrySessions.trackerUuid,
      });
    return session;
  }

  async function ownApplication(
    orgCode: string,
    identityUuid: string | null,
    applicationUuid: string | undefined,
  ): Promise<string | null> {
    if (identityUuid === null || applicationUuid === undefined) return null;
    const [row] = await db
      .select({ uuid: applications.uuid })
      .from(applications)
      .where(
        and(
          eq(applications.uuid, applicationUuid),
          eq(applications.orgCode, orgCode),
          eq(applications.identityUuid, identityUuid),
        ),
      )
      .limit(1);
    return row?.uuid ?? null;
  }

  return {
    /**
     * Reuses the caller's session when it exists for this organisation, else opens a new one.
     * A new session keeps the caller's tracker id, so that the visitor stays the same visitor
     * for flag decisions across sessions.
     */
    async startSession(
      orgCode: string,
      context: string,
      request: CreateSessionRequest,
    ): Promise<{ sessionKey: SessionKey; created: boolean }> {
      const existing = request.sessionKey && (await touchSession(orgCode, request.sessionKey));
      if (existing) return { sessionKey: existing, created: false };

      const startedAt = now();
      const sessionKey: SessionKey = {
        uuid: randomUUID(),
        epoch: startedAt.getTime(),
        trackerUuid: request.sessionKey?.trackerUuid ?? randomUUID(),
      };
      await db.insert(telemetrySessions).values({
        ...sessionKey,
        orgCode,
        context,
        platform: request.platform,
        libVersion: request.libVersion,
        appVersion: request.appVersion,
        referrer: request.referrer,
        queryParams: request.queryParams,
        screen: request.screen,
        window: request.window,
        createdAt: startedAt,
        lastSeenAt: startedAt,
      });
      return { sessionKey, created: true };
    },

    /**
     * Stores the event unless its dedupe key was seen before; answers whether it was a duplicate.
     * Attribution comes from the credential: the caller's identity, and the application named
     * only when it is the caller's; an anonymous event is nobody's.
     */
    async recordEvent(
      orgCode: string,
      context: string,
      event: TelemetryEvent,
      callerIdentityUuid: string | null,
    ): Promise<{ deduplicated: boolean }> {
      const key = dedupeKey(event);
      if (!(await touchSession(orgCode, event.sessionKey))) {
        throw AppError.badRequest('Unknown session', 'sessionKey');
      }
      const inserted = await db
        .insert(telemetryEvents)
        .values({
          sessionUuid: event.sessionKey.uuid,
          orgCode,
          context,
          event: event.event,
          eventType: event.eventType,
          domain: event.domain,
          pagePath: event.pagePath,
          queryParams: event.queryParams,
          identityId: callerIdentityUuid,
          applicationUuid: await ownApplication(orgCode, callerIdentityUuid, event.applicationUuid),
          productType: event.productType,
          eventProperties: event.eventProperties ?? null,
          dedupeKey: key,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: telemetryEvents.dedupeKey })
        .returning({ id: telemetryEvents.id });
      return { deduplicated: inserted.length === 0 };
    },
  };
}
