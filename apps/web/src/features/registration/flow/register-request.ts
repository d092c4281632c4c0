import { zApiErrorEnvelope, type FieldMessage, type RegistrationInput } from '@openheloc/domain';
import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import { isFetchError } from '@/lib/fetch-error';
import type { RegistrationSource } from './answers-store';

export const REGISTER_PATH = '/identity/api/v1/registration/register';

export const zRegisterAnswer = z.object({
  jwt: z.string(),
  identityUuid: z.uuid(),
  applicationUuid: z.uuid(),
});
export type RegisterAnswer = z.infer<typeof zRegisterAnswer>;

/**
 * Creates the account and the application. The API client stores the returned credential, so
 * the borrower is signed in from here on.
 */
export function registerBorrower(
  body: RegistrationInput,
  source: RegistrationSource,
  client: ApiClient = api,
): Promise<RegisterAnswer> {
  return client.request(REGISTER_PATH, {
    method: 'POST',
    body,
    query: source,
    schema: zRegisterAnswer,
  });
}

/** The server's error list from a failed call; any other failure as one message. */
export function errorItemsFrom(error: unknown): FieldMessage[] {
  if (isFetchError(error)) {
    const envelope = zApiErrorEnvelope.safeParse(error.data);
    if (envelope.success) return envelope.data.errors;
  }
  return [{ message: error instanceof Error ? error.message : '' }];
}
