import { CHAT_MESSAGES, type ChatSurveyView } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatSurveys } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../identity/unique-violation';
import type { ChatParticipantClaims } from './chat-tokens';

const SURVEY_NOT_FOUND = 'Survey not found';
/** The survey opens once an agent has joined, and is answered once. */
const surveyOpenFor = (row: { agentUuid: string | null }) => row.agentUuid !== null;

/**
 * The conversation whose survey this is, for its customer only (the token the chat gave them):
 * for anyone else, as for an unknown id, there is no survey.
 */
async function conversationOf(db: Db, contactId: string, taker: ChatParticipantClaims) {
  if (!/^[0-9a-f-]{36}$/i.test(contactId)) throw AppError.notFound(SURVEY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.contactId, contactId));
  if (!row || !surveyOpenFor(row)) throw AppError.notFound(SURVEY_NOT_FOUND);
  if (taker.role !== 'customer' || taker.conversationId !== row.uuid) {
    throw AppError.notFound(SURVEY_NOT_FOUND);
  }
  return row;
}

export async function surveyView(
  db: Db,
  contactId: string,
  taker: ChatParticipantClaims,
): Promise<ChatSurveyView> {
  const row = await conversationOf(db, contactId, taker);
  const [answer] = await db
    .select({ contactId: chatSurveys.contactId })
    .from(chatSurveys)
    .where(eq(chatSurveys.contactId, contactId));
  return {
    contactId,
    agentName: row.agentName,
    endedAt: row.endedAt?.toISOString() ?? null,
    answered: answer !== undefined,
  };
}

export async function answerSurvey(
  db: Db,
  contactId: string,
  taker: ChatParticipantClaims,
  answers: { satisfaction: number; resolved: 'YES' | 'NO'; comments: string },
  now: Date,
): Promise<ChatSurveyView> {
  const row = await conversationOf(db, contactId, taker);
  try {
    await db.insert(chatSurveys).values({
      contactId,
      conversationUuid: row.uuid,
      satisfaction: answers.satisfaction,
      resolved: answers.resolved === 'YES',
      comments: answers.comments,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'chat_surveys_pkey')) {
      throw AppError.conflict(CHAT_MESSAGES.surveyAnswered);
    }
    throw error;
  }
  return surveyView(db, contactId, taker);
}
