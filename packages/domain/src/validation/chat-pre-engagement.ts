import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants/field-limits';
import { VALIDATION_MESSAGES as M } from './messages';

const zChatName = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong });

const zChatEmail = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong, abort: true })
  .pipe(z.email({ error: M.emailInvalid }));

/** The chat's Name and Email address fields, named as the webchat session stores them. */
export const zChatPreEngagement = z.object({
  friendlyName: zChatName,
  emailAddress: zChatEmail,
});
export type ChatPreEngagement = z.output<typeof zChatPreEngagement>;

/** Non-production stream mode adds an agent picker. */
export const zChatPreEngagementWithAgent = zChatPreEngagement.extend({
  agentId: z.string({ error: M.required }).trim().min(1, { error: M.required }),
});
export type ChatPreEngagementWithAgent = z.output<typeof zChatPreEngagementWithAgent>;
