import {
  joinServerErrors,
  SOMETHING_UNEXPECTED_MESSAGE,
  zApiErrorEnvelope,
} from '@openheloc/domain';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { isFetchError } from '@/lib/fetch-error';

/**
 * Where a refused signer request shows on the page: a 400's message about one of the page's
 * fields ('address.zip' is the address) goes under it; anything else (a 409 'already verified',
 * a 403, a network failure) is one sentence by the button.
 */
export function signerFormErrors(
  error: unknown,
  fieldNames: readonly string[],
): { fieldErrors: NamedError[]; formMessage?: string } {
  if (!isFetchError(error) || error.status !== 400) {
    return {
      fieldErrors: [],
      formMessage:
        error instanceof Error && error.message ? error.message : SOMETHING_UNEXPECTED_MESSAGE,
    };
  }
  const envelope = zApiErrorEnvelope.safeParse(error.data);
  const errors = envelope.success ? envelope.data.errors : [];
  const fieldErrors: NamedError[] = [];
  const unplaced: string[] = [];
  for (const item of errors) {
    const name = fieldNames.find(
      (field) => item.field === field || item.field?.startsWith(`${field}.`),
    );
    if (!name) unplaced.push(item.message);
    else if (!fieldErrors.some((placed) => placed.name === name)) {
      fieldErrors.push({ name, message: item.message });
    }
  }
  return unplaced.length > 0 || fieldErrors.length === 0
    ? {
        fieldErrors,
        formMessage: joinServerErrors(unplaced.length > 0 ? unplaced : [error.message]),
      }
    : { fieldErrors };
}
