import {
  dollarsToCents,
  MANUAL_NOTARIZATION_COST,
  NOTARY_MESSAGES,
  notarySlots,
  offeredNotarySlot,
  priceOffer,
  type NotarySlotsResponse,
  type zNotaryScheduleRequest,
} from '@openheloc/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { databaseErrorSummary } from '../../db/database-error';
import { notaryRooms } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { act, type BorrowerContext } from '../application/actions/borrower-context';
import { storedOffer } from '../application/actions/stored-offer';
import { findOwnApplication } from '../application/read-service';
import { STEP_UNAVAILABLE_MESSAGE } from '../workflow/transition';
import { openRoom } from './room-store';

/**
 * The manual notary's slots still free after now, the fee the borrower's offer charges for a
 * manual notarization, and the borrower's own reservation.
 */
export async function freeSlots(ctx: BorrowerContext): Promise<NotarySlotsResponse> {
  const { db, now } = ctx.deps;
  const app = await findOwnApplication(db, ctx.scope);
  if (app.state !== 'DEED_SIGNING') throw AppError.conflict(STEP_UNAVAILABLE_MESSAGE);
  const held = await db
    .select({ applicationUuid: notaryRooms.applicationUuid, at: notaryRooms.scheduledFor })
    .from(notaryRooms)
    .where(and(isNotNull(notaryRooms.scheduledFor), isNull(notaryRooms.completedAt)));
  const taken = new Set(
    held.filter((row) => row.applicationUuid !== app.uuid).map((row) => row.at?.toISOString()),
  );
  const offer = await db.transaction((tx) => storedOffer(tx, app, app.offerId));
  return {
    feeCents: offer?.pricing.manualNotarizationFee ?? dollarsToCents(MANUAL_NOTARIZATION_COST),
    slots: notarySlots(now()).filter((slot) => !taken.has(slot.startsAt)),
    reservedAt: held.find((row) => row.applicationUuid === app.uuid)?.at?.toISOString() ?? null,
  };
}

/**
 * Reserves a free slot for a manual notary: the slot is held by the room row (one open room per
 * slot, a unique index), and the manual notarization fee joins the quote. Choosing another slot
 * releases the first.
 */
export async function reserveSlot(
  ctx: BorrowerContext,
  body: z.output<typeof zNotaryScheduleRequest>,
) {
  const requested = new Date(body.requestedTime);
  const slot = offeredNotarySlot(ctx.deps.now(), requested);
  if (!slot) throw AppError.badRequest(NOTARY_MESSAGES.slotNotOffered, 'requestedTime');
  const startsAt = new Date(slot.startsAt);
  try {
    return await act(
      ctx,
      'SCHEDULE_NOTARY',
      async (tx, app) => {
        await openRoom(tx, app, ctx.deps.now());
        const [clash] = await tx
          .select({ applicationUuid: notaryRooms.applicationUuid })
          .from(notaryRooms)
          .where(
            and(
              eq(notaryRooms.scheduledFor, startsAt),
              isNull(notaryRooms.completedAt),
              ne(notaryRooms.applicationUuid, app.uuid),
            ),
          );
        if (clash) throw new AppError('conflict', NOTARY_MESSAGES.slotTaken, 'requestedTime');
        await tx
          .update(notaryRooms)
          .set({ scheduledFor: startsAt })
          .where(eq(notaryRooms.applicationUuid, app.uuid));
        const offer = await storedOffer(tx, app, app.offerId);
        const quote =
          offer && app.amount !== null
            ? priceOffer(offer, {
                amount: app.amount,
                autopay: app.payType !== 'MANUAL',
                manualNotary: true,
              })
            : app.quote;
        return {
          changes: {
            requestedManualNotaryTime: startsAt,
            quote,
            status: { ...app.status, manualNotary: true },
          },
        };
      },
      { requestedTime: slot.startsAt },
    );
  } catch (error) {
    // Two borrowers racing for one slot: the unique index lets one through.
    if (databaseErrorSummary(error)?.code === '23505') {
      throw new AppError('conflict', NOTARY_MESSAGES.slotTaken, 'requestedTime');
    }
    throw error;
  }
}
