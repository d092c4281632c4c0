import type { ChatAttachment, ChatConversationView, ChatMessage } from '@openheloc/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatAttachments } from '../../db/schema';
import type { ChatAttachmentRow, ConversationRow, MessageRow } from '../../db/rows';

type AttachmentRow = Pick<
  ChatAttachmentRow,
  'uuid' | 'conversationUuid' | 'messageUuid' | 'fileName' | 'sizeBytes' | 'contentType'
>;

export const CONVERSATIONS_PATH = '/service-omni-proxy/insecure/api/v1/conversations';

export function conversationView(row: ConversationRow): ChatConversationView {
  return {
    id: row.uuid,
    status: row.status,
    skill: row.skill,
    orgCode: row.orgCode,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    agentName: row.agentName,
    applicationUuid: row.applicationUuid,
    loanNumber: row.loanNumber,
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    lastSeq: row.lastSeq,
  };
}

export function attachmentView(row: AttachmentRow): ChatAttachment {
  return {
    id: row.uuid,
    name: row.fileName,
    size: row.sizeBytes,
    contentType: row.contentType,
    url: `${CONVERSATIONS_PATH}/${row.conversationUuid}/attachments/${row.uuid}`,
  };
}

/** Messages with their attachments, in seq order. */
export async function messageViews(db: Db, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const attachments = await db
    .select({
      uuid: chatAttachments.uuid,
      conversationUuid: chatAttachments.conversationUuid,
      messageUuid: chatAttachments.messageUuid,
      fileName: chatAttachments.fileName,
      sizeBytes: chatAttachments.sizeBytes,
      contentType: chatAttachments.contentType,
    })
    .from(chatAttachments)
    .where(
      inArray(
        chatAttachments.messageUuid,
        rows.map((row) => row.uuid),
      ),
    )
    .orderBy(asc(chatAttachments.createdAt));
  return [...rows]
    .sort((a, b) => a.seq - b.seq)
    .map((row) => ({
      id: row.uuid,
      seq: row.seq,
      senderType: row.senderType,
      senderName: row.senderName,
      body: row.body,
      attachments: attachments
        .filter((attachment) => attachment.messageUuid === row.uuid)
        .map(attachmentView),
      clientMessageId: row.clientMessageId,
      createdAt: row.createdAt.toISOString(),
    }));
}
