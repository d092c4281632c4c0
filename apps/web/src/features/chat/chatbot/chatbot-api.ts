import {
  CHATBOT_SENDER_TYPE,
  CHAT_HISTORY_INITIAL_COUNT,
  zChatHistoryResponse,
  zChatWithAutobotResponse,
  type ChatbotDownvoteReason,
  type ChatWithAutobotRequest,
  type ChatWithAutobotResponse,
} from '@openheloc/domain';
import { api } from '@/lib/api-client';

const MESSAGE = '/service-chat-chatbot/external/api/v1/message';

/** Asks the chatbot; the answer comes back with the conversation it belongs to. */
export function askChatbot(
  question: Omit<ChatWithAutobotRequest, 'senderType'>,
): Promise<ChatWithAutobotResponse> {
  return api.request(`${MESSAGE}/chatWithAutobot`, {
    method: 'POST',
    body: { ...question, senderType: CHATBOT_SENDER_TYPE },
    schema: zChatWithAutobotResponse,
  });
}

/** The latest 20 history items, or the 20 before `before` (a questionId). */
export function chatHistory(conversationId: string, before?: string, signal?: AbortSignal) {
  return api.request(`${MESSAGE}/getChatHistory/${encodeURIComponent(conversationId)}`, {
    query: { limit: CHAT_HISTORY_INITIAL_COUNT, before },
    schema: zChatHistoryResponse,
    signal,
  });
}

export interface ChatbotFeedback {
  questionId: string;
  conversationId: string;
  responseToCustomer: string;
  reason: ChatbotDownvoteReason;
  /** The additional information for 'other'; the reason itself otherwise. */
  feedbackMessage: string;
  senderEmail: string;
  nonce?: string;
}

/** A downvote: the spec's rating is 0. */
export async function sendChatbotFeedback(feedback: ChatbotFeedback): Promise<void> {
  await api.request(`${MESSAGE}/setChatReplyUsedWithFeedback`, {
    method: 'POST',
    body: { ...feedback, rating: 0, senderType: CHATBOT_SENDER_TYPE },
  });
}
