import { z } from 'zod';
import { zChatSkill } from '../enums/chat-skill';
import { parseApiDate } from '../format/date';
import { nextIsoDate, pacificMidnightOf } from '../time/rescission';

export const SURVEY_RESULTS_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  order: 'The end date must be on or after the start date',
} as const;

/** At most this many answers are listed; the averages count every answer the filters match. */
export const SURVEY_RESULTS_LIMIT = 500;

const zFilterDate = z
  .string()
  .trim()
  .refine((value) => parseApiDate(value) !== null, { error: SURVEY_RESULTS_MESSAGES.date });

/** Filters of the operations list: a skill, and Pacific calendar days from and to (inclusive). */
export const zChatSurveyResultsQuery = z
  .object({
    skill: zChatSkill.optional(),
    from: zFilterDate.optional(),
    to: zFilterDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: SURVEY_RESULTS_MESSAGES.order,
    path: ['to'],
  });
export type ChatSurveyResultsQuery = z.infer<typeof zChatSurveyResultsQuery>;

/**
 * The instants a filter's days cover: from Pacific midnight of `from` to Pacific midnight after
 * `to`, so an answer given late on the last day in California still counts.
 */
export function surveyResultsPeriod(query: Pick<ChatSurveyResultsQuery, 'from' | 'to'>): {
  start: Date | null;
  end: Date | null;
} {
  return {
    start: query.from ? pacificMidnightOf(query.from) : null,
    end: query.to ? pacificMidnightOf(nextIsoDate(query.to)) : null,
  };
}

export const zChatSurveyResult = z.object({
  contactId: z.string(),
  skill: zChatSkill,
  orgCode: z.string(),
  customerName: z.string(),
  agentName: z.string().nullable(),
  loanNumber: z.string().nullable(),
  satisfaction: z.number().int().min(1).max(5),
  resolved: z.boolean(),
  comments: z.string(),
  answeredAt: z.string(),
});
export type ChatSurveyResult = z.infer<typeof zChatSurveyResult>;

export const zChatSurveyResults = z.object({
  results: z.array(zChatSurveyResult),
  /** Every answer the filters match, not only the listed ones. */
  summary: z.object({
    count: z.number().int().nonnegative(),
    /** Mean satisfaction (1 to 5), one decimal; null without answers. */
    averageSatisfaction: z.number().nullable(),
    /** Share answering 'Did we answer your question?' with Yes, whole percent; null without answers. */
    resolvedPercent: z.number().nullable(),
  }),
});
export type ChatSurveyResults = z.infer<typeof zChatSurveyResults>;
