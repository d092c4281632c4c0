import { zChatConversationView, zChatMessage } from '@openheloc/domain';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';

export const LIVE_CHAT_TAGS = ['live chat'];
export const BEARER = [{ bearer: [] }];

export const chatErrorResponses = errorResponses(400, 401, 403, 404, 409);

export const zConversationParams = z.object({ conversationId: z.string().max(100) });
export const zAttachmentParams = zConversationParams.extend({ attachmentId: z.string().max(100) });
/** Message ids are uuids: anything else is refused before the database sees it. */
export const zMessageParams = zConversationParams.extend({ messageId: z.uuid() });
export const zMessagesQuery = z.object({
  /** Messages after this seq; 0 (the default) for all. */
  after: z.coerce.number().int().nonnegative().default(0),
});
export const zConversationMessagesResponse = z.object({
  conversation: zChatConversationView,
  messages: z.array(zChatMessage),
});
export const zNonceQuery = z.object({ nonce: z.string().min(1).max(200) });
export const zContactParams = z.object({ contactId: z.string().max(100) });

/** Chat requests are small; attachments are base64 in JSON, 10 MB decoded. */
export const CHAT_BODY_LIMIT = 64 * 1024;
export const ATTACHMENT_BODY_LIMIT = 14 * 1024 * 1024;
