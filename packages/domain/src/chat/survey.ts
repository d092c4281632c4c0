import { z } from 'zod';
import { CEO_FEEDBACK_MAX_LENGTH } from '../constants/field-limits';

export const CHAT_SURVEY_QUESTIONS = {
  satisfaction: 'How satisfied are you with this chat?',
  resolved: 'Did we answer your question?',
  comments: 'Anything else you would like to tell us? (optional)',
} as const;

export const CHAT_SURVEY_SATISFACTION_LABELS = [
  'Very dissatisfied',
  'Dissatisfied',
  'Neutral',
  'Satisfied',
  'Very satisfied',
] as const;

export const CHAT_SURVEY_MESSAGES = {
  satisfaction: 'Choose how satisfied you are',
  resolved: 'Choose Yes or No',
  commentsTooLong: 'Must be at most 1000 characters',
} as const;

export const zChatSurveyAnswers = z.object({
  satisfaction: z
    .number({ error: CHAT_SURVEY_MESSAGES.satisfaction })
    .int({ error: CHAT_SURVEY_MESSAGES.satisfaction })
    .min(1, { error: CHAT_SURVEY_MESSAGES.satisfaction })
    .max(5, { error: CHAT_SURVEY_MESSAGES.satisfaction }),
  resolved: z.enum(['YES', 'NO'], { error: CHAT_SURVEY_MESSAGES.resolved }),
  comments: z
    .string()
    .trim()
    .max(CEO_FEEDBACK_MAX_LENGTH, { error: CHAT_SURVEY_MESSAGES.commentsTooLong })
    .default(''),
});
export type ChatSurveyAnswers = z.input<typeof zChatSurveyAnswers>;

export const zChatSurveyView = z.object({
  contactId: z.string(),
  agentName: z.string().nullable(),
  endedAt: z.string().nullable(),
  answered: z.boolean(),
});
export type ChatSurveyView = z.infer<typeof zChatSurveyView>;
