import { z } from 'zod';
import { CEO_FEEDBACK_MAX_LENGTH, CEO_FEEDBACK_MIN_LENGTH } from '../constants/field-limits';
import { PRODUCT_TYPE } from '../constants/locale';
import { FEEDBACK_TOPICS } from '../enums/feedback';
import { zYesNoField } from './choices';
import { VALIDATION_MESSAGES as M } from './messages';

const zFeedbackTopicAnswer = z.enum(FEEDBACK_TOPICS, { error: M.required });

const zFeedbackMessage = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required, abort: true })
  .min(CEO_FEEDBACK_MIN_LENGTH, { error: M.feedbackTooShort })
  .max(CEO_FEEDBACK_MAX_LENGTH, { error: M.feedbackTooLong });

/** 'Share your thoughts with our CEO': the consent is a Yes/No question, sent as a boolean. */
export const zCeoFeedbackForm = z.object({
  topic: zFeedbackTopicAnswer,
  message: zFeedbackMessage,
  marketingConsent: zYesNoField,
});
export type CeoFeedbackForm = z.output<typeof zCeoFeedbackForm>;
export type CeoFeedbackFormInput = z.input<typeof zCeoFeedbackForm>;

/** Body of POST /service-profile/api/v1/feedback/ceo. */
export const zCeoFeedbackRequest = z.object({
  applicationUuid: z.uuid().optional(),
  message: zFeedbackMessage,
  topic: zFeedbackTopicAnswer,
  marketingConsent: z.boolean({ error: M.required }),
  pathname: z.string().max(2_000),
  productType: z.literal(PRODUCT_TYPE),
});
export type CeoFeedbackRequest = z.output<typeof zCeoFeedbackRequest>;

/** One piece of feedback as operations read it. */
export const zCeoFeedbackView = z.object({
  uuid: z.uuid(),
  orgCode: z.string(),
  identityUuid: z.uuid(),
  applicationUuid: z.uuid().nullable(),
  topic: z.enum(FEEDBACK_TOPICS),
  message: z.string(),
  marketingConsent: z.boolean(),
  pathname: z.string(),
  productType: z.string(),
  createdAt: z.iso.datetime(),
});
export type CeoFeedbackView = z.output<typeof zCeoFeedbackView>;

/** GET /ops/api/v1/feedback/ceo: newest first. */
export const zCeoFeedbackList = z.object({ feedback: z.array(zCeoFeedbackView) });
export type CeoFeedbackList = z.output<typeof zCeoFeedbackList>;
