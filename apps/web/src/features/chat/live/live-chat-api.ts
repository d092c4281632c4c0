import {
  zChatAttachment,
  zInitWebChatResponse,
  zRefreshTokenResponse,
  zWebChatInfoResponse,
  type InitWebChatRequest,
  type InitWebChatResponse,
} from '@openheloc/domain';
import { api } from '@/lib/api-client';
import type { LiveSessionProvider } from '../mode/choose-chat-mode';
import { conversationRequest } from './conversation-fetch';

const CSP = '/service-csp/external/api/v1/twilio';
const STREAM_INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
export const CONVERSATIONS = '/service-omni-proxy/insecure/api/v1/conversations';

/** Starts a conversation: stream has its own call, every other live mode the twilio one. */
export function initWebChat(
  provider: LiveSessionProvider,
  payload: InitWebChatRequest,
): Promise<InitWebChatResponse> {
  return api.request(provider === 'stream' ? STREAM_INIT : `${CSP}/initWebChat`, {
    method: 'POST',
    body: payload,
    schema: zInitWebChatResponse,
  });
}

export function refreshChatToken(token: string) {
  return conversationRequest(`${CSP}/refreshToken`, {
    token,
    body: { token },
    schema: zRefreshTokenResponse,
  });
}

/** The contact id the satisfaction survey is opened with. */
export async function webChatContactId(omniProxyChannelId: string): Promise<string> {
  const { contactId } = await api.request(`${CSP}/web-chat-info`, {
    method: 'POST',
    body: { omniProxyChannelId },
    schema: zWebChatInfoResponse,
  });
  return contactId;
}

/** Uploads one file to the conversation; its id then goes with the message. */
export function uploadChatAttachment(conversationId: string, token: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return conversationRequest(`${CONVERSATIONS}/${encodeURIComponent(conversationId)}/attachments`, {
    token,
    form,
    schema: zChatAttachment,
  });
}
