import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants/field-limits';
import { zChatProviderMode } from '../enums/chat';
import { zChatSkill } from '../enums/chat-skill';
import { CHAT_MESSAGE_MAX_LENGTH } from './attachments';

const zOptionalUuid = z
  .uuid()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** initWebChat / init-web-chat: the spec's payload, section 7. */
export const zInitWebChatRequest = z.object({
  friendlyName: z.string().trim().min(1, { error: 'Required' }).max(TEXT_FIELD_MAX_LENGTH, {
    error: 'Cannot be more than 128 characters',
  }),
  emailAddress: z
    .string()
    .trim()
    .max(TEXT_FIELD_MAX_LENGTH, { error: 'Cannot be more than 128 characters' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  identityUuid: zOptionalUuid,
  orgCode: z.string().max(40).optional(),
  /** From webchat/authenticate; ties the chat to the signed-in borrower. */
  nonce: z.string().max(200).optional(),
  applicationUuid: zOptionalUuid,
  /** The organisation's name. */
  tag: z.string().max(200).optional(),
  skill: zChatSkill.optional(),
  welcomeMessage: z.string().max(CHAT_MESSAGE_MAX_LENGTH).optional(),
  pageUrl: z.string().max(2000).optional(),
  chatMode: zChatProviderMode.optional(),
  loanNumber: z.string().max(40).optional(),
  prodType: z.string().max(40).optional(),
});
export type InitWebChatRequest = z.input<typeof zInitWebChatRequest>;

export const zInitWebChatResponse = z.object({
  omniProxyChannelId: z.string(),
  providerChannelId: z.string(),
  skill: zChatSkill,
  /** Set once an agent has joined. */
  targetWorkerSid: z.string().nullable(),
  targetWorkerFriendlyName: z.string().nullable(),
  /** twilio/nice: the conversation token and its conversation. */
  token: z.string().optional(),
  conversationSid: z.string().optional(),
  /** ISO time the token expires. */
  expiration: z.string().optional(),
  /** stream: the provider's user and its token. */
  providerUserId: z.string().optional(),
  providerUserToken: z.string().optional(),
});
export type InitWebChatResponse = z.infer<typeof zInitWebChatResponse>;

export const zRefreshTokenRequest = z.object({ token: z.string().min(1).max(4000) });
export const zRefreshTokenResponse = z.object({ token: z.string(), expiration: z.string() });
export type RefreshTokenResponse = z.infer<typeof zRefreshTokenResponse>;

export const zWebChatInfoRequest = z.object({ omniProxyChannelId: z.string().min(1).max(100) });
/** contactId opens the satisfaction survey. */
export const zWebChatInfoResponse = z.object({ contactId: z.string() });

export const zNonceResponse = z.object({ nonce: z.string(), expiration: z.string() });
export type NonceResponse = z.infer<typeof zNonceResponse>;

export const CHAT_CONVERSATION_STATUSES = ['WAITING', 'ACTIVE', 'ENDED'] as const;
export const zChatConversationStatus = z.enum(CHAT_CONVERSATION_STATUSES);
export type ChatConversationStatus = z.infer<typeof zChatConversationStatus>;

export const zChatSenderType = z.enum(['customer', 'agent', 'system']);
export type ChatSenderType = z.infer<typeof zChatSenderType>;

export const zChatAttachment = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  /** Path to download it; send the conversation token as a bearer credential. */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof zChatAttachment>;

export const zChatMessage = z.object({
  id: z.string(),
  /** 1, 2, 3 ... within the conversation, without gaps: what a reconnecting socket resumes from. */
  seq: z.number().int().positive(),
  senderType: zChatSenderType,
  senderName: z.string(),
  body: z.string(),
  attachments: z.array(zChatAttachment),
  /** The sender's own id for the message, echoed so a resent message is recognised. */
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

export const zChatConversationView = z.object({
  id: z.string(),
  status: zChatConversationStatus,
  skill: zChatSkill,
  orgCode: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  agentName: z.string().nullable(),
  applicationUuid: z.string().nullable(),
  loanNumber: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  lastSeq: z.number().int().nonnegative(),
});
export type ChatConversationView = z.infer<typeof zChatConversationView>;

/** A message sent over HTTP (the socket's `send` carries the same fields). */
export const zSendChatMessageRequest = z.object({
  body: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: 'Messages can be at most 4000 characters.' })
    .default(''),
  attachmentIds: z.array(z.uuid()).max(10).default([]),
  /** Any id the sender picks (a UUID); sending it again does not duplicate the message. */
  clientMessageId: z.string().min(1).max(100).optional(),
});
export type SendChatMessageRequest = z.input<typeof zSendChatMessageRequest>;

export const zChatLinkHostsResponse = z.object({ hosts: z.array(z.string()) });

/** An attachment sent before its message; the type comes from the file name's extension. */
export const zChatAttachmentUpload = z.object({
  fileName: z.string().trim().min(1, { error: 'Attach a file.' }).max(255),
  contentBase64: z
    .string()
    .min(1, { error: 'The file is empty' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'The file is not valid base64' }),
});
export type ChatAttachmentUpload = z.infer<typeof zChatAttachmentUpload>;
