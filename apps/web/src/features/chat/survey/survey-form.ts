import { CHAT_SURVEY_MESSAGES, zChatSurveyAnswers } from '@openheloc/domain';
import { z } from 'zod';

/** The survey as the page's radios give it (strings), turned into the server's answers. */
export const zChatSurveyForm = z
  .object({
    satisfaction: z.enum(['1', '2', '3', '4', '5'], { error: CHAT_SURVEY_MESSAGES.satisfaction }),
    resolved: zChatSurveyAnswers.shape.resolved,
    comments: zChatSurveyAnswers.shape.comments,
  })
  .transform((form) => ({ ...form, satisfaction: Number(form.satisfaction) }));
export type ChatSurveyFormInput = z.input<typeof zChatSurveyForm>;
export type ChatSurveyFormOutput = z.output<typeof zChatSurveyForm>;
