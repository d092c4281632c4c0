import {
  NOTARY_MESSAGES,
  NOTARY_SOCKET_PATH,
  servesOrganization,
  type CompleteNotarizationRequest,
  type NotaryRoomTicket,
  type NotarySessionSummary,
} from '@openheloc/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/rows';
import { applications, notaryPresence, notaryRooms } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertApplicationUuid } from '../application/read-service';
import type { SignedInOpsUser } from '../ops-users/require-ops-user';
import { fullName, loadBorrower } from '../profile/service';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  STEP_UNAVAILABLE_MESSAGE,
  transition,
} from '../workflow/transition';
import { assertSignersNotarized } from '../signers/signers-pending';
import type { NotaryBus } from './notary-bus';
import { assertCommissionCurrent, storeNotarizedInstrument } from './notarized-instrument';
import { roomSigners } from './room-signers';
import { appendRoomEvent, findRoom, isInRoom, livePresence, openRoom } from './room-store';
import { issueRoomTicket, type RoomParticipant } from './room-tickets';

export type RoomDeps = { db: Db; now: () => Date; bus: NotaryBus; ticketKey: Uint8Array };

export async function ticketFor(
  deps: RoomDeps,
  participant: RoomParticipant,
): Promise<NotaryRoomTicket> {
  const { ticket, expiresAt } = await issueRoomTicket(deps.ticketKey, participant, deps.now());
  return { ticket, socketPath: NOTARY_SOCKET_PATH, expiresAt: expiresAt.toISOString() };
}

export async function borrowerName(db: Db, app: ApplicationRow): Promise<string> {
  const record = await loadBorrower(db, app.orgCode, app.identityUuid);
  return record?.profile ? fullName(record.profile) : 'Borrower';
}

/**
 * A ticket to the borrower's side of the application's room (the borrower's, or an additional
 * signer's under their own name and identity), while the application waits for its notarization.
 */
export async function borrowerSideTicket(
  deps: RoomDeps,
  app: Pick<ApplicationRow, 'uuid' | 'orgCode' | 'state'>,
  person: { participantId: string; name: string },
) {
  if (app.state !== 'DEED_SIGNING') {
    const room = await findRoom(deps.db, app.uuid);
    throw AppError.conflict(
      room?.completedAt ? NOTARY_MESSAGES.roomClosed : NOTARY_MESSAGES.notSigned,
    );
  }
  await openRoom(deps.db, app, deps.now());
  return ticketFor(deps, {
    applicationUuid: app.uuid,
    orgCode: app.orgCode,
    role: 'BORROWER',
    ...person,
  });
}

/** The borrower's ticket into their own application's room, once the documents are signed. */
export async function borrowerTicket(deps: RoomDeps, app: ApplicationRow) {
  return borrowerSideTicket(deps, app, {
    participantId: app.identityUuid,
    name: await borrowerName(deps.db, app),
  });
}

/** An application a notary may act on: one of a lender they serve (404 otherwise, as for a stranger). */
export async function servedApplication(
  db: Db,
  user: SignedInOpsUser,
  applicationUuid: string,
): Promise<ApplicationRow> {
  assertApplicationUuid(applicationUuid);
  const [app] = await db.select().from(applications).where(eq(applications.uuid, applicationUuid));
  if (!app || !servesOrganization(user, app.orgCode)) {
    throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  }
  return app;
}

export async function notaryTicket(deps: RoomDeps, user: SignedInOpsUser, applicationUuid: string) {
  const app = await servedApplication(deps.db, user, applicationUuid);
  const room = await findRoom(deps.db, app.uuid);
  if (room?.completedAt) throw AppError.conflict(NOTARY_MESSAGES.alreadyNotarized);
  if (app.state !== 'DEED_SIGNING') throw AppError.conflict(STEP_UNAVAILABLE_MESSAGE);
  await openRoom(deps.db, app, deps.now());
  return ticketFor(deps, {
    applicationUuid: app.uuid,
    orgCode: app.orgCode,
    role: 'NOTARY',
    participantId: user.uuid,
    name: user.name,
  });
}

/** Signed applications with a room (an eNotary visit or a manual reservation), for the lenders the user serves. */
export async function waitingSessions(
  db: Db,
  user: SignedInOpsUser,
  now: Date,
): Promise<NotarySessionSummary[]> {
  const rows = await db
    .select({ app: applications, room: notaryRooms })
    .from(notaryRooms)
    .innerJoin(applications, eq(applications.uuid, notaryRooms.applicationUuid))
    .where(and(eq(applications.state, 'DEED_SIGNING'), isNull(notaryRooms.completedAt)))
    .orderBy(asc(notaryRooms.scheduledFor), asc(notaryRooms.createdAt));
  const served = rows.filter(({ app }) => servesOrganization(user, app.orgCode));
  const present =
    served.length === 0
      ? []
      : await db
          .select({ applicationUuid: notaryPresence.applicationUuid })
          .from(notaryPresence)
          .where(
            and(
              eq(notaryPresence.role, 'BORROWER'),
              livePresence(now),
              inArray(
                notaryPresence.applicationUuid,
                served.map(({ app }) => app.uuid),
              ),
            ),
          );
  const presentSet = new Set(present.map((row) => row.applicationUuid));
  const signers = await roomSigners(
    db,
    served.map(({ app }) => app.uuid),
    now,
  );
  return Promise.all(
    served.map(async ({ app, room }) => ({
      applicationUuid: app.uuid,
      loanNumber: app.loanNumber,
      orgCode: app.orgCode,
      borrowerName: await borrowerName(db, app),
      kind: room.scheduledFor ? ('MANUAL' as const) : ('ENOTARY' as const),
      scheduledFor: room.scheduledFor?.toISOString() ?? null,
      borrowerPresent: presentSet.has(app.uuid),
      signers: signers.get(app.uuid) ?? [],
    })),
  );
}

export const BORROWER_NOT_IN_ROOM_MESSAGE = 'The borrower is not in the session';
export const APPOINTMENT_NOT_STARTED_MESSAGE = 'The appointment has not started yet';

/**
 * The notary completes the notarization: of an online session while the borrower is in the room,
 * of a manual one once its appointment has begun. Records who and when, fills the acknowledgment
 * of the security instrument with the notary's county and commission (the notarized copy), and
 * moves the application on through the workflow; the room is told, so the borrower's screen
 * moves on.
 */
export async function completeNotarization(
  deps: RoomDeps,
  user: SignedInOpsUser,
  applicationUuid: string,
  request: CompleteNotarizationRequest,
) {
  const app = await servedApplication(deps.db, user, applicationUuid);
  const now = deps.now();
  assertCommissionCurrent(request, now);
  const { application } = await transition(deps.db, {
    scope: { uuid: app.uuid, orgCode: app.orgCode },
    actor: { type: 'OPS', id: user.uuid },
    event: 'NOTARIZE',
    now,
    effect: async (tx, locked) => {
      // Notarization is consummation: every owner must have signed and been notarized first.
      await assertSignersNotarized(tx, locked.uuid);
      const room = await findRoom(tx, locked.uuid);
      if (!room) throw AppError.conflict(BORROWER_NOT_IN_ROOM_MESSAGE);
      if (room.scheduledFor) {
        if (room.scheduledFor > now) throw AppError.conflict(APPOINTMENT_NOT_STARTED_MESSAGE);
      } else {
        if (!(await isInRoom(tx, locked.uuid, locked.identityUuid, now))) {
          throw AppError.conflict(BORROWER_NOT_IN_ROOM_MESSAGE);
        }
      }
      await tx
        .update(notaryRooms)
        .set({ completedAt: now, completedBy: user.uuid, completedByName: user.name })
        .where(eq(notaryRooms.applicationUuid, locked.uuid));
      await storeNotarizedInstrument(tx, locked, request, {
        name: user.name,
        method: room.scheduledFor ? 'MANUAL' : 'ENOTARY',
        now,
      });
      await appendRoomEvent(tx, {
        applicationUuid: locked.uuid,
        kind: 'COMPLETED',
        role: 'NOTARY',
        name: user.name,
        now,
      });
      return {
        changes: {
          status: {
            ...locked.status,
            disclosurelistNotaryComplete: true,
            manualDeedSigningComplete: room.scheduledFor !== null,
          },
        },
        payload: { notaryName: user.name, kind: room.scheduledFor ? 'MANUAL' : 'ENOTARY' },
      };
    },
  }).catch(async (error: unknown) => {
    const room = await findRoom(deps.db, app.uuid);
    if (room?.completedAt && error instanceof AppError && error.status === 409) {
      throw AppError.conflict(NOTARY_MESSAGES.alreadyNotarized);
    }
    throw error;
  });
  await deps.bus.publish(application.uuid);
  const room = await findRoom(deps.db, application.uuid);
  return {
    applicationUuid: application.uuid,
    completedAt: room?.completedAt?.toISOString() ?? now.toISOString(),
    completedBy: room?.completedByName ?? user.name,
  };
}
