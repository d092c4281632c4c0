import {
  RIGHT_TO_CANCEL_MESSAGES,
  rescissionLastDayOf,
  type RightToCancelView,
} from '@openheloc/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { applicationDocuments, rescissionNotices } from '../../db/schema';
import type { ApplicationRow } from '../../db/rows';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';

/** One owner's right to cancel on `application`: null before the notarization. */
export async function rightToCancelOf(
  db: DbExecutor,
  application: ApplicationRow,
  identityUuid: string,
): Promise<RightToCancelView | null> {
  const endsAt = application.rescissionEndsAt;
  if (!endsAt) return null;
  const [notice] = await db
    .select({
      documentUuid: rescissionNotices.documentUuid,
      fileName: applicationDocuments.fileName,
      deliveredAt: rescissionNotices.deliveredAt,
      acknowledgedAt: rescissionNotices.acknowledgedAt,
    })
    .from(rescissionNotices)
    .innerJoin(applicationDocuments, eq(applicationDocuments.uuid, rescissionNotices.documentUuid))
    .where(
      and(
        eq(rescissionNotices.applicationUuid, application.uuid),
        eq(rescissionNotices.identityUuid, identityUuid),
      ),
    );
  return rightToCancelViewOf(application, notice);
}

/** The owner's notice as read (with its file's name) beside their application. */
export type NoticeRead = {
  documentUuid: string;
  fileName: string;
  deliveredAt: Date;
  acknowledgedAt: Date | null;
};

/** The right to cancel of an application whose owner's notice was read already (or is absent). */
export function rightToCancelViewOf(
  application: ApplicationRow,
  notice: NoticeRead | undefined,
): RightToCancelView | null {
  const endsAt = application.rescissionEndsAt;
  if (!endsAt) return null;
  return {
    lastDay: rescissionLastDayOf(endsAt),
    endsAt: endsAt.toISOString(),
    notice: notice
      ? {
          documentUuid: notice.documentUuid,
          fileName: notice.fileName,
          deliveredAt: notice.deliveredAt.toISOString(),
          acknowledgedAt: notice.acknowledgedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The owner acknowledges receiving their notice: recorded once, and it cancels nothing. */
export async function acknowledgeNotice(
  db: DbExecutor,
  application: ApplicationRow,
  identityUuid: string,
  now: Date,
): Promise<void> {
  const [notice] = await db
    .select({ uuid: rescissionNotices.uuid })
    .from(rescissionNotices)
    .where(
      and(
        eq(rescissionNotices.applicationUuid, application.uuid),
        eq(rescissionNotices.identityUuid, identityUuid),
      ),
    );
  if (!notice) throw AppError.conflict(RIGHT_TO_CANCEL_MESSAGES.noNotice);
  await db
    .update(rescissionNotices)
    .set({ acknowledgedAt: now })
    .where(and(eq(rescissionNotices.uuid, notice.uuid), isNull(rescissionNotices.acknowledgedAt)));
}
