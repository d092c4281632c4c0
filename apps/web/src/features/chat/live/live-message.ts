import type { ChatMessage } from '@openheloc/domain';
import type { WidgetMessage } from '../chat-types';

/** A server message as the widget and the console show it. */
export function widgetMessage(message: ChatMessage): WidgetMessage {
  return {
    id: message.id,
    author: message.senderType,
    authorName: message.senderName,
    text: message.body,
    attachments: message.attachments.map(({ name, size, url }) => ({ name, size, url })),
    sentAt: message.createdAt,
  };
}
