import {
  zChatAttachment,
  zChatMessage,
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

/** A file's bytes as base64, the way the upload call carries them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** Uploads one file to the conversation; its id then goes with the message. */
export async function uploadChatAttachment(conversationId: string, token: string, file: File) {
  return conversationRequest(`${CONVERSATIONS}/${encodeURIComponent(conversationId)}/attachments`, {
    token,
    body: { fileName: file.name, contentBase64: await fileToBase64(file) },
    schema: zChatAttachment,
  });
}

/** One message of the conversation by its id (GET conversations/{id}/messages/{messageId}). */
export function fetchChatMessage(conversationId: string, messageId: string, token: string) {
  return conversationRequest(
    `${CONVERSATIONS}/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}`,
    { token, method: 'GET', schema: zChatMessage },
  );
}
