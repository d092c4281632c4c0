import { CHAT_MESSAGES, SUPPORT_REQUEST_TOO_MANY } from '@openheloc/domain';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { chatRateEvents } from '../../db/schema';
import { AppError } from '../../http/app-error';

type Budget = { max: number; windowMs: number };

/**
 * How much live chat one address or conversation may ask of the agents. A visitor with a real
 * question starts a chat or two an hour and types a few lines a minute; a script that opened 100
 * chats buried the agents' queue (issue 28).
 */
export type ChatBudgets = {
  startsPerAddress: Budget;
  messagesPerAddress: Budget;
  messagesPerConversation: Budget;
  /** Messages and call-back requests to operations: like starting a chat, they reach a person. */
  supportRequestsPerAddress: Budget;
};

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** One conversation, whatever the address: a person types far fewer lines a minute. */
export const MESSAGES_PER_CONVERSATION_PER_MINUTE = 20;

export function chatBudgetsOf(
  config: Pick<Config, 'chatStartRateLimit' | 'chatMessageRateLimit'>,
): ChatBudgets {
  return {
    startsPerAddress: { max: config.chatStartRateLimit, windowMs: HOUR_MS },
    messagesPerAddress: { max: config.chatMessageRateLimit, windowMs: MINUTE_MS },
    messagesPerConversation: { max: MESSAGES_PER_CONVERSATION_PER_MINUTE, windowMs: MINUTE_MS },
    supportRequestsPerAddress: { max: config.chatStartRateLimit, windowMs: HOUR_MS },
  };
}

/**
 * Records one use of each scope, then counts its window; over budget, the rows are removed and
 * the request refused with 429, so that waiting is enough. Counting after writing bounds parallel
 * requests on any number of instances, as registration attempts do.
 */
async function spend(
  db: Db,
  scopes: readonly { scope: string; budget: Budget }[],
  now: Date,
  message: string,
): Promise<Refund> {
  const inserted = await db
    .insert(chatRateEvents)
    .values(scopes.map(({ scope }) => ({ scope, occurredAt: now })))
    .returning({ id: chatRateEvents.id });
  for (const { scope, budget } of scopes) {
    const since = new Date(now.getTime() - budget.windowMs);
    const [row] = await db
      .select({ n: count() })
      .from(chatRateEvents)
      .where(and(eq(chatRateEvents.scope, scope), gt(chatRateEvents.occurredAt, since)));
    if ((row?.n ?? 0) > budget.max) {
      await refund();
      throw new AppError('rate_limited', message);
    }
  }
  return refund;

  async function refund(): Promise<void> {
    const ids = inserted.map((r) => r.id);
    await db.delete(chatRateEvents).where(inArray(chatRateEvents.id, ids));
  }
}

/** Gives back what `spend` counted, when the request it was for was refused after all. */
export type Refund = () => Promise<void>;

/** A new live chat from this address; 429 past the hourly budget. */
export function spendChatStart(
  db: Db,
  budgets: ChatBudgets,
  ipAddress: string,
  now: Date,
): Promise<Refund> {
  return spend(
    db,
    [{ scope: `start:${ipAddress}`, budget: budgets.startsPerAddress }],
    now,
    CHAT_MESSAGES.tooManyChats,
  );
}

/** A customer's message in the conversation from this address; 429 past either budget. */
export function spendChatMessage(
  db: Db,
  budgets: ChatBudgets,
  from: { conversationId: string; ipAddress: string },
  now: Date,
): Promise<Refund> {
  return spend(
    db,
    [
      { scope: `conversation:${from.conversationId}`, budget: budgets.messagesPerConversation },
      { scope: `message:${from.ipAddress}`, budget: budgets.messagesPerAddress },
    ],
    now,
    CHAT_MESSAGES.tooManyMessages,
  );
}

/** A message or call-back request to operations from this address; 429 past the hourly budget. */
export function spendSupportRequest(
  db: Db,
  budgets: ChatBudgets,
  ipAddress: string,
  now: Date,
): Promise<Refund> {
  return spend(
    db,
    [{ scope: `support:${ipAddress}`, budget: budgets.supportRequestsPerAddress }],
    now,
    SUPPORT_REQUEST_TOO_MANY,
  );
}
