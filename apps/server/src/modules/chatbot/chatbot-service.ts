import {
  CHAT_MESSAGES,
  CHATBOT_DOWNVOTE_REASONS,
  CHATBOT_SESSION_EXPIRY_MS,
  VALIDATION_MESSAGES,
  maskSensitiveNumbers,
  resolvePricingConfig,
  withoutDisallowedLinks,
  type ChatbotDownvoteReason,
  type ChatHistoryResponse,
  type ChatWithAutobotResponse,
  type Organization,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applications,
  chatbotConversations,
  chatbotFeedback,
  chatbotQuestions,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { applicationView } from '../application/read-service';
import { listBorrowerConditions } from '../conditions/borrower-service';
import type { HoursService } from '../hours/hours-service';
import { isUniqueViolation } from '../identity/unique-violation';
import { answerApplicationTopic, applicationTopicOf } from './application-topics';
import {
  asksForAPerson,
  dontKnowReply,
  NO_APPLICATION,
  personReply,
  SIGN_IN_FOR_APPLICATION,
} from './dont-know';
import { createKnowledgeSearch, type KnowledgeSearch } from './knowledge-search';

export type ChatbotCaller = { org: Organization; identityUuid: string | null };

type Answer = { text: string; answeredBy: string | null };

/** The chatbot: the lender's fact sheet, the asker's own application, else a person. */
export function createChatbotService(deps: {
  db: Db;
  now: () => Date;
  hours: HoursService;
  linkHosts: readonly string[];
}) {
  const { db, now, hours } = deps;
  const searches = new Map<string, KnowledgeSearch>();
  const searchFor = (org: Organization) => {
    let search = searches.get(org.orgCode);
    if (!search) {
      search = createKnowledgeSearch(org, resolvePricingConfig(org.pricingData));
      searches.set(org.orgCode, search);
    }
    return search;
  };

  /** A conversation of this lender the caller may use: a visitor's, or the caller's own. */
  async function conversationOf(caller: ChatbotCaller, conversationId: string) {
    const [row] = await db
      .select()
      .from(chatbotConversations)
      .where(
        and(
          eq(chatbotConversations.uuid, conversationId),
          eq(chatbotConversations.orgCode, caller.org.orgCode),
        ),
      );
    if (!row) throw AppError.notFound(CHAT_MESSAGES.conversationNotFound);
    if (row.identityUuid !== null && row.identityUuid !== caller.identityUuid) {
      throw AppError.forbidden(CHAT_MESSAGES.notYourConversation);
    }
    return row;
  }

  /** The asker's application: the one named if it is theirs, else their newest. */
  async function applicationOf(caller: ChatbotCaller, applicationId: string | undefined) {
    if (!caller.identityUuid) return null;
    const mine = and(
      eq(applications.orgCode, caller.org.orgCode),
      eq(applications.identityUuid, caller.identityUuid),
    );
    const [named] = applicationId
      ? await db
          .select()
          .from(applications)
          .where(and(mine, eq(applications.uuid, applicationId)))
      : [];
    const [row] = named
      ? [named]
      : await db
          .select()
          .from(applications)
          .where(mine)
          .orderBy(desc(applications.createdAt))
          .limit(1);
    return row ? applicationView(db, row) : null;
  }

  async function answer(
    caller: ChatbotCaller,
    question: string,
    applicationId: string | undefined,
  ): Promise<Answer> {
    if (asksForAPerson(question)) {
      const week = await hours.week(caller.org.orgCode, 'OPS_CHAT');
      const open = await hours.isOpen(caller.org.orgCode, 'OPS_CHAT');
      return { text: personReply(caller.org, open, week), answeredBy: 'person' };
    }
    const topic = applicationTopicOf(question);
    if (topic) {
      if (!caller.identityUuid) return { text: SIGN_IN_FOR_APPLICATION, answeredBy: null };
      const application = await applicationOf(caller, applicationId);
      if (!application) return { text: NO_APPLICATION, answeredBy: `application:${topic}` };
      const openRequests =
        topic === 'documents'
          ? await listBorrowerConditions(db, {
              uuid: application.uuid,
              orgCode: caller.org.orgCode,
              ownerIdentityUuid: caller.identityUuid,
            })
          : [];
      return {
        text: answerApplicationTopic(topic, application, openRequests, {
          org: caller.org,
          now: now(),
        }),
        answeredBy: `application:${topic}`,
      };
    }
    const entry = searchFor(caller.org).answer(question);
    if (entry) return { text: entry.answer, answeredBy: entry.id };
    const week = await hours.week(caller.org.orgCode, 'OPS_CHAT');
    const open = await hours.isOpen(caller.org.orgCode, 'OPS_CHAT');
    return { text: dontKnowReply(caller.org, open, week), answeredBy: null };
  }

  return {
    async ask(
      caller: ChatbotCaller,
      input: {
        message: string;
        conversationId?: string | undefined;
        applicationId?: string | undefined;
      },
    ): Promise<ChatWithAutobotResponse> {
      const at = now();
      let conversationId = input.conversationId;
      if (conversationId) {
        const row = await conversationOf(caller, conversationId);
        if (at.getTime() - row.lastActivityAt.getTime() > CHATBOT_SESSION_EXPIRY_MS) {
          throw AppError.conflict(CHAT_MESSAGES.conversationEnded);
        }
      } else {
        conversationId = randomUUID();
        await db.insert(chatbotConversations).values({
          uuid: conversationId,
          orgCode: caller.org.orgCode,
          identityUuid: caller.identityUuid,
          applicationUuid: input.applicationId ?? null,
          createdAt: at,
          lastActivityAt: at,
        });
      }
      const reply = await answer(caller, input.message, input.applicationId);
      // The bot only ever links to the lenders' own hosts.
      const responseStr = withoutDisallowedLinks(reply.text, deps.linkHosts);
      const questionId = randomUUID();
      // Kept, and shown back, with its SSNs and account numbers masked (as live chat does).
      const question = maskSensitiveNumbers(input.message);
      await db.transaction(async (tx) => {
        await tx.insert(chatbotQuestions).values({
          uuid: questionId,
          conversationUuid: conversationId,
          question,
          response: responseStr,
          answeredBy: reply.answeredBy,
          createdAt: at,
        });
        await tx
          .update(chatbotConversations)
          .set({ lastActivityAt: at })
          .where(eq(chatbotConversations.uuid, conversationId));
      });
      return {
        conversationId,
        questionId,
        questionStr: question,
        responseStr,
        createdDt: at.toISOString(),
        unanswered: reply.answeredBy === null,
        liveAgentAvailable: await hours.isOpen(caller.org.orgCode, 'OPS_CHAT'),
      };
    },

    /** The newest `limit` items (20 initially), oldest first; older pages with `before`. */
    async history(
      caller: ChatbotCaller,
      conversationId: string,
      page: { limit: number; before?: string | undefined },
    ): Promise<ChatHistoryResponse> {
      await conversationOf(caller, conversationId);
      const inConversation = eq(chatbotQuestions.conversationUuid, conversationId);
      let filter = inConversation;
      if (page.before) {
        const [anchor] = await db
          .select({ createdAt: chatbotQuestions.createdAt })
          .from(chatbotQuestions)
          .where(and(inConversation, eq(chatbotQuestions.uuid, page.before)));
        if (!anchor) throw AppError.notFound('Message not found');
        filter =
          and(inConversation, lt(chatbotQuestions.createdAt, anchor.createdAt)) ?? inConversation;
      }
      const rows = await db
        .select()
        .from(chatbotQuestions)
        .where(filter)
        .orderBy(desc(chatbotQuestions.createdAt), desc(chatbotQuestions.uuid))
        .limit(page.limit + 1);
      const items = rows.slice(0, page.limit).reverse();
      return {
        conversationId,
        hasMore: rows.length > page.limit,
        history: items.map((row) => ({
          questionId: row.uuid,
          questionStr: row.question,
          responseStr: row.response,
          createdDt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Stores the rating of one answer, once; a downvote needs a reason. */
    async feedback(
      caller: ChatbotCaller,
      input: {
        questionId: string;
        conversationId: string;
        responseToCustomer: string;
        reason?: ChatbotDownvoteReason | undefined;
        feedbackMessage: string;
        rating: 0 | 1;
        senderEmail?: string | undefined;
        senderType?: string | undefined;
      },
    ) {
      await conversationOf(caller, input.conversationId);
      const [question] = await db
        .select({ uuid: chatbotQuestions.uuid, response: chatbotQuestions.response })
        .from(chatbotQuestions)
        .where(
          and(
            eq(chatbotQuestions.uuid, input.questionId),
            eq(chatbotQuestions.conversationUuid, input.conversationId),
          ),
        );
      if (!question) throw AppError.notFound('Message not found');
      const reason = input.reason ?? reasonNamedBy(input.feedbackMessage);
      if (input.rating === 0 && reason === null) {
        throw AppError.badRequest(VALIDATION_MESSAGES.chatbotReason, 'reason');
      }
      const feedbackMessage =
        reason === 'other' ? input.feedbackMessage : (reason ?? input.feedbackMessage);
      try {
        await db.insert(chatbotFeedback).values({
          questionUuid: question.uuid,
          conversationUuid: input.conversationId,
          rating: input.rating,
          reason: input.rating === 0 ? reason : null,
          feedbackMessage,
          responseToCustomer: input.responseToCustomer || question.response,
          senderEmail: input.senderEmail ?? null,
          senderType: input.senderType ?? null,
          createdAt: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'chatbot_feedback_pkey')) {
          throw AppError.conflict(CHAT_MESSAGES.feedbackGiven);
        }
        throw error;
      }
      return {
        questionId: question.uuid,
        rating: input.rating,
        reason: input.rating === 0 ? reason : null,
        feedbackMessage,
      };
    },
  };
}

/** A feedback message that is itself one of the reasons names it. */
function reasonNamedBy(message: string): ChatbotDownvoteReason | null {
  return CHATBOT_DOWNVOTE_REASONS.find((reason) => reason === message) ?? null;
}
