import {
  zAgentConversationResponse,
  zAgentQueueResponse,
  zChatApplicationSummary,
  type ChatSkill,
} from '@openheloc/domain';
import { opsApi } from '@/lib/ops-auth/ops-api';

const CONSOLE = '/ops/api/v1/chat';

/** Conversations waiting for an agent (of one skill, or all) and the agent's own. */
export function fetchAgentQueue(skill: ChatSkill | undefined, signal?: AbortSignal) {
  return opsApi.request(`${CONSOLE}/queue`, {
    query: { skill },
    schema: zAgentQueueResponse,
    signal,
  });
}

/** Joins a waiting conversation; another agent's claim answers 409. */
export function claimConversation(conversationId: string) {
  return opsApi.request(`${CONSOLE}/conversations/${encodeURIComponent(conversationId)}/claim`, {
    method: 'POST',
    schema: zAgentConversationResponse,
  });
}

/** A conversation the agent serves, with a fresh conversation token. */
export function fetchAgentConversation(conversationId: string, signal?: AbortSignal) {
  return opsApi.request(`${CONSOLE}/conversations/${encodeURIComponent(conversationId)}`, {
    schema: zAgentConversationResponse,
    signal,
  });
}

/** The borrower's application beside the conversation. */
export function fetchConversationApplication(conversationId: string, signal?: AbortSignal) {
  return opsApi.request(
    `${CONSOLE}/conversations/${encodeURIComponent(conversationId)}/application`,
    { schema: zChatApplicationSummary, signal },
  );
}
