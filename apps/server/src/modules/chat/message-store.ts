import {
  CHAT_ATTACHMENT_CONTENT_TYPES,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGES,
  chatAttachmentContentMatches,
  chatAttachmentContentMessage,
  chatAttachmentExtension,
  maskSensitiveNumbers,
  type ChatAttachment,
  type ChatAttachmentUpload,
  type ChatMessage,
  type ChatSenderType,
  type UploadFileKind,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatAttachments, chatConversations, chatMessages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import { isUniqueViolation } from '../identity/unique-violation';
import { checkUploadContent, scanUpload } from '../documents/content-check/check-upload-content';
import type { VirusScanner } from '../documents/content-check/clamd-scanner';
import { attachmentView, messageViews } from './chat-views';

export type ChatSender = { type: ChatSenderType; id: string; name: string };

export type NewMessage = { body: string; attachmentIds: string[]; clientMessageId?: string };

export const SYSTEM_SENDER: ChatSender = { type: 'system', id: 'system', name: 'System' };

/**
 * Appends a message with the conversation's next seq, inside the caller's transaction, its SSNs
 * and account numbers masked to their last four digits. The seq
 * comes from an update of the conversation row, so concurrent senders queue on that row and seqs
 * have no gaps.
 */
export async function appendMessage(
  tx: DbTransaction,
  conversationId: string,
  sender: ChatSender,
  message: NewMessage,
  now: Date,
): Promise<string> {
  // Stored masked, so that no reader of the transcript (an agent, an export) sees an SSN or an
  // account number in full.
  const body = maskSensitiveNumbers(message.body.trim());
  if (body === '' && message.attachmentIds.length === 0) {
    throw AppError.badRequest(CHAT_MESSAGES.emptyMessage, 'body');
  }
  const [conversation] = await tx
    .update(chatConversations)
    .set({ lastSeq: sql`${chatConversations.lastSeq} + 1` })
    .where(and(eq(chatConversations.uuid, conversationId), ne(chatConversations.status, 'ENDED')))
    .returning({ seq: chatConversations.lastSeq });
  if (!conversation) throw AppError.conflict(CHAT_MESSAGES.conversationEnded);
  const uuid = randomUUID();
  await tx.insert(chatMessages).values({
    uuid,
    conversationUuid: conversationId,
    seq: conversation.seq,
    senderType: sender.type,
    senderId: sender.id,
    senderName: sender.name,
    body,
    clientMessageId: message.clientMessageId ?? null,
    createdAt: now,
  });
  if (message.attachmentIds.length > 0) {
    const attached = await tx
      .update(chatAttachments)
      .set({ messageUuid: uuid })
      .where(
        and(
          inArray(chatAttachments.uuid, message.attachmentIds),
          eq(chatAttachments.conversationUuid, conversationId),
          eq(chatAttachments.uploadedBy, sender.id),
          isNull(chatAttachments.messageUuid),
        ),
      )
      .returning({ uuid: chatAttachments.uuid });
    if (attached.length !== new Set(message.attachmentIds).size) {
      throw AppError.badRequest('An attachment of this message was not found.', 'attachmentIds');
    }
  }
  return uuid;
}

/**
 * Sends once per client message id: a message sent again (a resend after a dropped socket) answers
 * the stored one instead of adding a copy.
 */
export async function sendMessage(
  db: Db,
  conversationId: string,
  sender: ChatSender,
  message: NewMessage,
  now: Date,
): Promise<{ message: ChatMessage; created: boolean }> {
  const existing = async () => {
    if (message.clientMessageId === undefined) return null;
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationUuid, conversationId),
          eq(chatMessages.senderId, sender.id),
          eq(chatMessages.clientMessageId, message.clientMessageId),
        ),
      );
    return (await messageViews(db, rows))[0] ?? null;
  };
  const before = await existing();
  if (before) return { message: before, created: false };
  try {
    const uuid = await db.transaction((tx) =>
      appendMessage(tx, conversationId, sender, message, now),
    );
    const rows = await db.select().from(chatMessages).where(eq(chatMessages.uuid, uuid));
    const [created] = await messageViews(db, rows);
    if (!created) throw new Error(`Message ${uuid} vanished`);
    return { message: created, created: true };
  } catch (error) {
    if (!isUniqueViolation(error, 'chat_messages_client_id_key')) throw error;
    const raced = await existing();
    if (!raced) throw error;
    return { message: raced, created: false };
  }
}

/** Messages after `seq`, oldest first. */
export async function messagesAfter(
  db: Db,
  conversationId: string,
  seq: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationId), gt(chatMessages.seq, seq)))
    .orderBy(asc(chatMessages.seq));
  return messageViews(db, rows);
}

/** One message of the conversation by its id; another conversation's message is not found. */
export async function messageById(
  db: Db,
  conversationId: string,
  messageId: string,
): Promise<ChatMessage> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationUuid, conversationId), eq(chatMessages.uuid, messageId)),
    );
  const [message] = await messageViews(db, rows);
  if (!message) throw AppError.notFound(CHAT_MESSAGES.messageNotFound);
  return message;
}

/** Keeps a file for a message still to be sent; the type is checked by its extension. */
/** Chat files checked as uploads are (decoded, parsed); the others are scanned only. */
const UPLOAD_KIND_OF: Partial<Record<string, UploadFileKind>> = {
  '.pdf': 'PDF',
  '.jpg': 'JPEG',
  '.png': 'PNG',
};

export async function storeAttachment(
  db: Db,
  conversationId: string,
  sender: ChatSender,
  upload: ChatAttachmentUpload,
  now: Date,
  scanner: VirusScanner | null,
): Promise<ChatAttachment> {
  const extension = chatAttachmentExtension(upload.fileName);
  if (!extension) throw AppError.badRequest(CHAT_MESSAGES.attachmentType, 'fileName');
  const sent = new Uint8Array(Buffer.from(upload.contentBase64, 'base64'));
  if (sent.byteLength === 0) throw AppError.badRequest('The file is empty', 'contentBase64');
  if (sent.byteLength > CHAT_ATTACHMENT_MAX_BYTES) {
    throw AppError.badRequest(CHAT_MESSAGES.attachmentTooLarge, 'contentBase64');
  }
  if (!chatAttachmentContentMatches(extension, sent)) {
    throw AppError.badRequest(chatAttachmentContentMessage(extension), 'contentBase64');
  }
  const kind = UPLOAD_KIND_OF[extension];
  let content: Uint8Array = sent;
  if (kind) content = await checkUploadContent(kind, sent, scanner);
  else await scanUpload(sent, scanner);
  const row = {
    uuid: randomUUID(),
    conversationUuid: conversationId,
    uploadedBy: sender.id,
    messageUuid: null,
    fileName: upload.fileName,
    contentType: CHAT_ATTACHMENT_CONTENT_TYPES[extension],
    sizeBytes: content.byteLength,
    content,
    createdAt: now,
  };
  await db.insert(chatAttachments).values(row);
  return attachmentView(row);
}

/** A file of this conversation: sent ones to every participant, unsent ones to their uploader. */
export async function readAttachment(
  db: Db,
  conversationId: string,
  attachmentId: string,
  participantId: string,
) {
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(
      and(
        eq(chatAttachments.uuid, attachmentId),
        eq(chatAttachments.conversationUuid, conversationId),
      ),
    );
  if (!row || (row.messageUuid === null && row.uploadedBy !== participantId)) {
    throw AppError.notFound('Attachment not found');
  }
  return row;
}
