import type { ChatHistoryItem } from '@openheloc/domain';
import { useEffect, useState } from 'react';
import { chatHistory } from './chatbot-api';

const byTime = (a: ChatHistoryItem, b: ChatHistoryItem) => a.createdDt.localeCompare(b.createdDt);

/**
 * The conversation's history: the latest 20 items on load, earlier ones on request, and each
 * new answer appended. `failed` is set when a load fails.
 */
export function useChatbotHistory(conversationId: string | undefined) {
  const [items, setItems] = useState<ChatHistoryItem[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(Boolean(conversationId));
  const [failed, setFailed] = useState(false);
  const [initialId] = useState(conversationId);

  useEffect(() => {
    if (!initialId) return;
    const controller = new AbortController();
    chatHistory(initialId, undefined, controller.signal)
      .then((page) => {
        setItems([...page.history].sort(byTime));
        setHasMore(page.hasMore);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [initialId]);

  const loadEarlier = async () => {
    const first = items[0];
    if (!conversationId || !first) return;
    try {
      const page = await chatHistory(conversationId, first.questionId);
      setItems((current) => [...page.history, ...current].sort(byTime));
      setHasMore(page.hasMore);
    } catch {
      setFailed(true);
    }
  };

  const append = (item: ChatHistoryItem) => setItems((current) => [...current, item]);

  return { items, hasMore, loading, failed, loadEarlier, append };
}
