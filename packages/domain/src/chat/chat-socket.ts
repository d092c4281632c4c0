import { z } from 'zod';
import { zApiErrorCode } from '../errors/error-codes';
import { CHAT_MESSAGE_MAX_LENGTH } from './attachments';
import { zChatConversationView, zChatMessage, zChatSenderType } from './live-chat';

/** The omni-proxy WebSocket, for customers and agents alike. */
export const CHAT_SOCKET_PATH = '/service-omni-proxy/websocket';

/**
 * Client to server. `join` comes first, with the conversation token and the highest seq the
 * client already shows (0 for none); the server answers `joined` with every later message, so a
 * reconnect neither loses nor repeats one. A lastSeq beyond the conversation's last message is
 * answered with every message (a resync), never with silence.
 */
export const zChatSocketClientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    token: z.string().min(1).max(4000),
    lastSeq: z.number().int().nonnegative().default(0),
  }),
  z.object({ type: z.literal('ping'), channelId: z.string().max(100).optional() }),
  z.object({
    type: z.literal('send'),
    body: z.string().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
    attachmentIds: z.array(z.uuid()).max(10).default([]),
    clientMessageId: z.string().min(1).max(100),
  }),
  z.object({ type: z.literal('typing'), typing: z.boolean() }),
  z.object({ type: z.literal('end') }),
]);
export type ChatSocketClientFrame = z.input<typeof zChatSocketClientFrame>;

/** Server to client. */
export const zChatSocketServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('joined'),
    conversation: zChatConversationView,
    messages: z.array(zChatMessage),
  }),
  z.object({ type: z.literal('message'), message: zChatMessage }),
  /** The sent message is stored as `messageId` (seq): the sender can fetch it if no frame brings it. */
  z.object({
    type: z.literal('ack'),
    clientMessageId: z.string(),
    seq: z.number().int(),
    messageId: z.string(),
  }),
  z.object({
    type: z.literal('typing'),
    senderType: zChatSenderType,
    senderName: z.string(),
    typing: z.boolean(),
  }),
  z.object({ type: z.literal('status'), conversation: zChatConversationView }),
  z.object({ type: z.literal('pong'), channelId: z.string().nullable() }),
  z.object({
    type: z.literal('error'),
    code: zApiErrorCode,
    message: z.string(),
    clientMessageId: z.string().optional(),
  }),
]);
export type ChatSocketServerFrame = z.infer<typeof zChatSocketServerFrame>;
