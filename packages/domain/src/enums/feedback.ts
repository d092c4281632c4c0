import { z } from 'zod';

export const FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export const zFeedbackTopic = z.enum(FEEDBACK_TOPICS);
export type FeedbackTopic = z.infer<typeof zFeedbackTopic>;

export const FEEDBACK_TOPIC_LABELS: Readonly<Record<FeedbackTopic, string>> = {
  IMPROVE: 'Improve our product',
  COMPLIMENT: 'Give us a compliment',
};

/** Reasons offered when a chatbot answer is voted down; the values are sent as written. */
export const CHATBOT_DOWNVOTE_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'other',
] as const;
export const zChatbotDownvoteReason = z.enum(CHATBOT_DOWNVOTE_REASONS);
export type ChatbotDownvoteReason = z.infer<typeof zChatbotDownvoteReason>;

/** The only reason that asks for additional information. */
export const CHATBOT_DOWNVOTE_OTHER_REASON = 'other' satisfies ChatbotDownvoteReason;

export const CHATBOT_DOWNVOTE_REASON_LABELS: Readonly<Record<ChatbotDownvoteReason, string>> = {
  'Answer too vague': 'Answer too vague',
  'Not specific to my application': 'Not specific to my application',
  'Not what I was asking about': 'Not what I was asking about',
  other: 'Other',
};
