import { z } from 'zod';
import { CHATBOT_FEEDBACK_MAX_LENGTH } from '../constants/field-limits';
import { CHATBOT_DOWNVOTE_OTHER_REASON, CHATBOT_DOWNVOTE_REASONS } from '../enums/feedback';
import { VALIDATION_MESSAGES as M } from './messages';
import { whenValid } from './when-valid';

/**
 * The 'Tell us more' dialog. Additional information is shown, limited and kept only for the
 * reason 'other'; for any other reason it is dropped from the output.
 */
export const zChatbotFeedbackForm = z
  .object({
    reason: z.enum(CHATBOT_DOWNVOTE_REASONS, { error: M.chatbotReason }),
    additionalInformation: z.string().trim().default(''),
  })
  .superRefine(
    ({ reason, additionalInformation }, ctx) => {
      if (
        reason === CHATBOT_DOWNVOTE_OTHER_REASON &&
        additionalInformation.length > CHATBOT_FEEDBACK_MAX_LENGTH
      ) {
        ctx.addIssue({
          code: 'custom',
          message: M.chatbotFeedbackTooLong,
          path: ['additionalInformation'],
        });
      }
    },
    { when: whenValid(['reason'], ['additionalInformation']) },
  )
  .transform(({ reason, additionalInformation }) => ({
    reason,
    additionalInformation: reason === CHATBOT_DOWNVOTE_OTHER_REASON ? additionalInformation : '',
  }));
export type ChatbotFeedbackForm = z.output<typeof zChatbotFeedbackForm>;
export type ChatbotFeedbackFormInput = z.input<typeof zChatbotFeedbackForm>;
