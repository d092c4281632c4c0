import { randomUUID } from 'node:crypto';
import {
  ALL_ORGANIZATIONS,
  type CeoFeedbackRequest,
  type CeoFeedbackView,
} from '@openheloc/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, ceoFeedback } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../workflow/transition';

/** Who sent the feedback: the signed-in borrower of the page's lender. */
export interface FeedbackAuthor {
  identityUuid: string;
  orgCode: string;
}

/** At most this many rows in the operations list. */
export const FEEDBACK_LIST_LIMIT = 500;

const viewOf = (row: typeof ceoFeedback.$inferSelect): CeoFeedbackView => ({
  uuid: row.uuid,
  orgCode: row.orgCode,
  identityUuid: row.identityUuid,
  applicationUuid: row.applicationUuid,
  topic: row.topic,
  message: row.message,
  marketingConsent: row.marketingConsent,
  pathname: row.pathname,
  productType: row.productType,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores the feedback with the page it was written on. An application named must be the
 * author's own (the same 404 as a stranger's), so no one files feedback against another's loan.
 */
export async function storeCeoFeedback(
  db: Db,
  author: FeedbackAuthor,
  feedback: CeoFeedbackRequest,
): Promise<CeoFeedbackView> {
  if (feedback.applicationUuid !== undefined) {
    const [own] = await db
      .select({ uuid: applications.uuid })
      .from(applications)
      .where(
        and(
          eq(applications.uuid, feedback.applicationUuid),
          eq(applications.orgCode, author.orgCode),
          eq(applications.identityUuid, author.identityUuid),
        ),
      );
    if (!own) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  }
  const [row] = await db
    .insert(ceoFeedback)
    .values({
      uuid: randomUUID(),
      orgCode: author.orgCode,
      identityUuid: author.identityUuid,
      applicationUuid: feedback.applicationUuid ?? null,
      topic: feedback.topic,
      message: feedback.message,
      marketingConsent: feedback.marketingConsent,
      pathname: feedback.pathname,
      productType: feedback.productType,
    })
    .returning();
  if (!row) throw new Error('The feedback was not stored');
  return viewOf(row);
}

/** The feedback of the lenders an operations user serves, newest first. */
export async function listCeoFeedback(
  db: Db,
  user: { orgCodes: readonly string[] },
): Promise<CeoFeedbackView[]> {
  const everyLender = user.orgCodes.includes(ALL_ORGANIZATIONS);
  const rows = await db
    .select()
    .from(ceoFeedback)
    .where(everyLender ? undefined : inArray(ceoFeedback.orgCode, [...user.orgCodes]))
    .orderBy(desc(ceoFeedback.createdAt))
    .limit(FEEDBACK_LIST_LIMIT);
  return rows.map(viewOf);
}
