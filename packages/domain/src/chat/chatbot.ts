import { z } from 'zod';
import { CHATBOT_FEEDBACK_MAX_LENGTH } from '../constants/field-limits';
import { zChatbotDownvoteReason } from '../enums/feedback';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { CHAT_MESSAGE_MAX_LENGTH } from './attachments';

export const zChatWithAutobotRequest = z.object({
  applicationId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Absent for the first question: the answer starts a conversation. */
  conversationId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Type a message or attach a file.' })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: 'Messages can be at most 4000 characters.' }),
  nonce: z.string().max(200).optional(),
  organization: z.string().max(40).optional(),
  pageUrl: z.string().max(2000).optional(),
  senderId: z.string().max(200).optional(),
  senderType: z.string().max(40).optional(),
  tag: z.string().max(200).optional(),
});
export type ChatWithAutobotRequest = z.input<typeof zChatWithAutobotRequest>;

export const zChatHistoryItem = z.object({
  questionId: z.string(),
  questionStr: z.string(),
  responseStr: z.string(),
  createdDt: z.string(),
});
export type ChatHistoryItem = z.infer<typeof zChatHistoryItem>;

export const zChatWithAutobotResponse = zChatHistoryItem.extend({
  conversationId: z.string(),
  /** The bot did not know; the answer says how to reach a person. */
  unanswered: z.boolean(),
  /** Live agents are available right now. */
  liveAgentAvailable: z.boolean(),
});
export type ChatWithAutobotResponse = z.infer<typeof zChatWithAutobotResponse>;

export const zChatHistoryQuery = z.object({
  /** 20 initially; older pages with `before` (a questionId). */
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.uuid().optional(),
});

export const zChatHistoryResponse = z.object({
  conversationId: z.string(),
  history: z.array(zChatHistoryItem),
  /** Older items exist before the first one returned. */
  hasMore: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof zChatHistoryResponse>;

/**
 * The answer feedback. `reason` is one of the downvote reasons; `feedbackMessage` carries the
 * additional information for 'other' (at most 140 characters) and is the reason itself otherwise.
 * rating 0 is a downvote, 1 an upvote.
 */
export const zChatbotFeedbackRequest = z.object({
  questionId: z.uuid(),
  conversationId: z.uuid(),
  responseToCustomer: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH * 2)
    .default(''),
  reason: zChatbotDownvoteReason.optional(),
  feedbackMessage: z
    .string()
    .trim()
    .max(CHATBOT_FEEDBACK_MAX_LENGTH, { error: M.chatbotFeedbackTooLong })
    .default(''),
  rating: z.union([z.literal(0), z.literal(1)]).default(0),
  senderEmail: z.string().max(254).optional(),
  senderType: z.string().max(40).optional(),
  nonce: z.string().max(200).optional(),
});
export type ChatbotFeedbackRequest = z.input<typeof zChatbotFeedbackRequest>;

export const zChatbotFeedbackResponse = z.object({
  questionId: z.string(),
  rating: z.number().int(),
  reason: zChatbotDownvoteReason.nullable(),
  feedbackMessage: z.string(),
});
