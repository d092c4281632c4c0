import {
  PASSWORD_RESET_PATHS,
  zApiErrorEnvelope,
  zPasswordResetAnswer,
  type PasswordResetAnswer,
} from '@openheloc/domain';
import { api, type ApiClient } from '@/lib/api-client';
import { isFetchError } from '@/lib/fetch-error';
import { formFailureFrom, type FormFailure } from '@/lib/form-failure';

/**
 * Asks for a reset link, for a borrower's account or an operations user's; the answer is the
 * same whether or not the e-mail has an account.
 */
export function requestResetLink(email: string, forOps: boolean, client: ApiClient = api) {
  return client.request(forOps ? PASSWORD_RESET_PATHS.opsRequest : PASSWORD_RESET_PATHS.request, {
    method: 'POST',
    body: { email },
    schema: zPasswordResetAnswer,
  });
}

/** Whether the link can still be used: rejects with the reason (expired, used, not valid). */
export function checkResetLink(token: string, client: ApiClient = api) {
  return client.request(PASSWORD_RESET_PATHS.check, {
    method: 'POST',
    body: { token },
    schema: zPasswordResetAnswer,
  });
}

export function completeReset(
  values: { token: string; password: string; confirmPassword: string },
  client: ApiClient = api,
): Promise<PasswordResetAnswer> {
  return client.request(PASSWORD_RESET_PATHS.complete, {
    method: 'POST',
    body: values,
    schema: zPasswordResetAnswer,
  });
}

export type ResetFailure = FormFailure & {
  /** The link itself was refused: the page shows why instead of the form. */
  linkMessage?: string;
};

const FORM_FIELDS = ['email', 'password', 'confirmPassword'];

/** Sorts a refusal into the link's problem, field messages and one sentence for the rest. */
export function resetFailureFrom(error: unknown): ResetFailure {
  const envelope = isFetchError(error) ? zApiErrorEnvelope.safeParse(error.data) : null;
  const token = envelope?.data?.errors.find((item) => item.field === 'token');
  if (token) return { linkMessage: token.message, fieldErrors: [] };
  return formFailureFrom(error, FORM_FIELDS);
}
