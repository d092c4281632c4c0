import {
  FETCH_ERROR_DEFAULT_MESSAGE,
  joinServerErrors,
  zApiErrorEnvelope,
} from '@openheloc/domain';
import type { z } from 'zod';
import { FetchError } from '@/lib/fetch-error';
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
  if (!response.ok) {
    const envelope = zApiErrorEnvelope.safeParse(data);
    throw new FetchError({
      message: envelope.success
        ? joinServerErrors(envelope.data.errors.map((error) => error.message))
        : FETCH_ERROR_DEFAULT_MESSAGE,
      status: response.status,
      data,
      url: path,
      kind: 'http',
    });
  }
  return schema.parse(data);
}

/** Downloads a file sent in the chat with the conversation token and opens it in a new tab. */
export async function openAttachment(url: string, token: string, name: string): Promise<void> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Could not open ${name}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
