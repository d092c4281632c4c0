import { z } from 'zod';

/** Stored records, shaped as spec section 3 lists them; expirations are epoch milliseconds. */

export const zStreamRecord = z.object({
  providerChannelId: z.string(),
  providerUserId: z.string(),
  providerUserToken: z.string(),
});

/** WEBCHAT: who is chatting and the conversation's omni-proxy channel. */
export const zWebchatSession = z.object({
  friendlyName: z.string(),
  emailAddress: z.string(),
  omniProxyChannelId: z.string().optional(),
  /** twilio/nice: the first message, held until an agent joins. */
  initialMessage: z.string().optional(),
  stream: zStreamRecord.optional(),
  /** Not in the spec's list: the stream session's 6-hour expiry has to be kept somewhere. */
  expiration: z.number().optional(),
});
export type WebchatSession = z.infer<typeof zWebchatSession>;

/** WEBCHAT_TWILIO and WEBCHAT_NICE. */
export const zTokenRecord = z.object({
  token: z.string(),
  conversationSid: z.string(),
  expiration: z.number(),
});

/** WEBCHAT_TALK; the expiration is ours, as for stream. */
export const zTalkRecord = z.object({
  userId: z.string(),
  conversationId: z.string(),
  expiration: z.number(),
});

/** WEBCHAT_CHATBOT: expiration moves forward with every activity. */
export const zChatbotSession = z.object({
  friendlyName: z.string(),
  emailAddress: z.string(),
  conversationId: z.string().optional(),
  loginTimestamp: z.number(),
  expiration: z.number(),
});
export type ChatbotSession = z.infer<typeof zChatbotSession>;
