import { randomUUID } from 'node:crypto';
import {
  ALL_ORGANIZATIONS,
  CHAT_MESSAGES,
  SUPPORT_REQUEST_ALREADY_ANSWERED,
  SUPPORT_REQUEST_NOT_FOUND,
  type SupportRequestBody,
  type SupportRequestView,
} from '@openheloc/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applications,
  chatbotConversations,
  chatbotQuestions,
  supportRequests,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { APP_BASE } from '../../http/redirect-routes';
import { enqueueMessage } from '../messages/outbox';
import type { SignedInOpsUser } from '../ops-users/ops-user-view';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../workflow/transition';

/** Who wrote: the page's lender, and the signed-in borrower when there is one. */
export interface SupportAuthor {
  orgCode: string;
  identityUuid: string | null;
}

/** At most this many requests in the operations list (open ones first). */
export const SUPPORT_LIST_LIMIT = 500;
/** The Support page, where the answer's e-mail sends the borrower. */
export const SUPPORT_PAGE = `${APP_BASE}/contact`;

type Row = typeof supportRequests.$inferSelect;

/**
 * Stores a message or call-back request. An application named must be the author's own, and a
 * chatbot conversation must be the lender's and (when it has an owner) the author's, so no one
 * attaches another borrower's loan or transcript.
 */
export async function storeSupportRequest(
  db: Db,
  author: SupportAuthor,
  body: SupportRequestBody,
): Promise<{ uuid: string; createdAt: string }> {
  if (body.applicationUuid !== undefined) {
    const [own] = author.identityUuid
      ? await db
          .select({ uuid: applications.uuid })
          .from(applications)
          .where(
            and(
              eq(applications.uuid, body.applicationUuid),
              eq(applications.orgCode, author.orgCode),
              eq(applications.identityUuid, author.identityUuid),
            ),
          )
      : [];
    if (!own) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  }
  if (body.chatbotConversationId !== undefined) {
    const [conversation] = await db
      .select({ identityUuid: chatbotConversations.identityUuid })
      .from(chatbotConversations)
      .where(
        and(
          eq(chatbotConversations.uuid, body.chatbotConversationId),
          eq(chatbotConversations.orgCode, author.orgCode),
        ),
      );
    if (!conversation) throw AppError.notFound(CHAT_MESSAGES.conversationNotFound);
    if (conversation.identityUuid !== null && conversation.identityUuid !== author.identityUuid) {
      throw AppError.forbidden(CHAT_MESSAGES.notYourConversation);
    }
  }
  const [row] = await db
    .insert(supportRequests)
    .values({
      uuid: randomUUID(),
      orgCode: author.orgCode,
      kind: body.kind,
      source: body.source,
      name: body.name,
      emailAddress: body.emailAddress,
      phoneNumber: body.phoneNumber === '' ? null : body.phoneNumber,
      message: body.message,
      identityUuid: author.identityUuid,
      applicationUuid: body.applicationUuid ?? null,
      chatbotConversationUuid: body.chatbotConversationId ?? null,
      pathname: body.pathname,
    })
    .returning({ uuid: supportRequests.uuid, createdAt: supportRequests.createdAt });
  if (!row) throw new Error('The support request was not stored');
  return { uuid: row.uuid, createdAt: row.createdAt.toISOString() };
}

const servedBy = (user: { orgCodes: readonly string[] }) =>
  user.orgCodes.includes(ALL_ORGANIZATIONS)
    ? undefined
    : inArray(supportRequests.orgCode, [...user.orgCodes]);

/** The requests of the lenders the user serves: unanswered first, then newest first. */
export async function listSupportRequests(
  db: Db,
  user: { orgCodes: readonly string[] },
): Promise<SupportRequestView[]> {
  const rows = await db
    .select({ request: supportRequests, loanNumber: applications.loanNumber })
    .from(supportRequests)
    .leftJoin(applications, eq(applications.uuid, supportRequests.applicationUuid))
    .where(servedBy(user))
    .orderBy(sql`${supportRequests.answeredAt} IS NOT NULL`, desc(supportRequests.createdAt))
    .limit(SUPPORT_LIST_LIMIT);
  const conversations = rows.flatMap(({ request }) =>
    request.chatbotConversationUuid ? [request.chatbotConversationUuid] : [],
  );
  const lines =
    conversations.length === 0
      ? []
      : await db
          .select()
          .from(chatbotQuestions)
          .where(inArray(chatbotQuestions.conversationUuid, conversations))
          .orderBy(asc(chatbotQuestions.createdAt));
  return rows.map(({ request, loanNumber }) =>
    viewOf(
      request,
      loanNumber ?? null,
      lines
        .filter((line) => line.conversationUuid === request.chatbotConversationUuid)
        .map(({ question, response }) => ({ question, response })),
    ),
  );
}

/**
 * Answers a request once and e-mails the answer to the borrower, in one transaction: a second
 * answer (another agent at the same time) is refused rather than sent twice.
 */
export async function answerSupportRequest(
  db: Db,
  user: SignedInOpsUser,
  uuid: string,
  answer: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.uuid, uuid), servedBy(user)));
    if (!row) throw AppError.notFound(SUPPORT_REQUEST_NOT_FOUND);
    const [updated] = await tx
      .update(supportRequests)
      .set({ answer, answeredAt: now, answeredBy: user.name })
      .where(and(eq(supportRequests.uuid, uuid), isNull(supportRequests.answeredAt)))
      .returning({ uuid: supportRequests.uuid });
    if (!updated) throw AppError.conflict(SUPPORT_REQUEST_ALREADY_ANSWERED);
    await enqueueMessage(tx, {
      channel: 'email',
      to: row.emailAddress,
      template: 'support-answered',
      data: { name: row.name, question: row.message, answer, link: SUPPORT_PAGE },
      dedupeKey: `support-answered:${row.uuid}`,
      orgCode: row.orgCode,
    });
  });
}

function viewOf(
  row: Row,
  loanNumber: string | null,
  transcript: SupportRequestView['transcript'],
): SupportRequestView {
  return {
    uuid: row.uuid,
    orgCode: row.orgCode,
    kind: row.kind,
    source: row.source,
    name: row.name,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    message: row.message,
    applicationUuid: row.applicationUuid,
    loanNumber,
    pathname: row.pathname,
    transcript,
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}
