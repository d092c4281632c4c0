import type { z } from 'zod';
import { httpFetchError } from '@/lib/fetch-error';
import { fetchFile, saveFile } from '@/lib/fetch-file';
import { getCurrentOrgCode } from '@/lib/organization/current-org-code';

interface ConversationRequest<S extends z.ZodType> {
  token: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: S;
}

/**
 * Calls made with a conversation token rather than the borrower's JWT (uploads, downloads, the
 * token refresh). They bypass the app's client on purpose: its 401 handling would sign the
 * borrower out over a chat token that merely expired.
 */
export async function conversationRequest<S extends z.ZodType>(
  path: string,
  { token, method = 'POST', body, schema }: ConversationRequest<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
  };
  const orgCode = getCurrentOrgCode();
  if (orgCode) headers['x-org'] = orgCode;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw httpFetchError(response.status, data, path);
  return schema.parse(data);
}

/** Downloads a file sent in the chat with the conversation token, under its own name. */
export async function openAttachment(url: string, token: string, name: string): Promise<void> {
  const file = await fetchFile(url, undefined, `Bearer ${token}`);
  saveFile(file.bytes, file.contentType, name);
}
