import type { ChatHistoryItem } from '@openheloc/domain';
import type { WidgetMessage } from '../chat-types';

/** Each history item is the customer's question and the chatbot's answer. */
export function historyMessages(items: readonly ChatHistoryItem[]): WidgetMessage[] {
  return items.flatMap((item) => [
    {
      id: `${item.questionId}-q`,
      author: 'customer' as const,
      text: item.questionStr,
      attachments: [],
      sentAt: item.createdDt,
    },
    {
      id: `${item.questionId}-a`,
      author: 'chatbot' as const,
      text: item.responseStr,
      attachments: [],
      sentAt: item.createdDt,
      questionId: item.questionId,
    },
  ]);
}
