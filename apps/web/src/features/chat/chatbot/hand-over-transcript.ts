import { CHAT_MESSAGE_MAX_LENGTH, type ChatHistoryItem } from '@openheloc/domain';

const HEADING = 'The conversation with our assistant so far:';

/**
 * The chatbot conversation as the first line the agent reads when it is handed over: each
 * question and answer, the oldest dropped first when it would not fit in one message.
 */
export function handOverTranscript(items: readonly ChatHistoryItem[]): string {
  const lines = items.map((item) => `You: ${item.questionStr}\nAssistant: ${item.responseStr}`);
  while (lines.length > 0) {
    const text = [HEADING, ...lines].join('\n\n');
    if (text.length <= CHAT_MESSAGE_MAX_LENGTH) return text;
    lines.shift();
  }
  return '';
}
