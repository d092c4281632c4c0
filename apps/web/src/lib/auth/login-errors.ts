import { joinServerErrors, zApiErrorEnvelope } from '@openheloc/domain';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { isFetchError } from '@/lib/fetch-error';

const FORM_FIELDS = new Set(['email', 'password']);

export interface LoginFailure {
  /** Messages about one of the form's fields, shown under it. */
  fieldErrors: NamedError[];
  /** Everything else (a wrong password, too many attempts, no connection), as one sentence. */
  formMessage?: string;
}

/** Sorts a failed sign-in into field messages and one message about the form. */
export function loginFailureFrom(error: unknown): LoginFailure {
  if (isFetchError(error)) {
    const envelope = zApiErrorEnvelope.safeParse(error.data);
    if (envelope.success) {
      const fieldErrors: NamedError[] = [];
      const others: string[] = [];
      for (const item of envelope.data.errors) {
        if (item.field !== undefined && FORM_FIELDS.has(item.field)) {
          fieldErrors.push({ name: item.field, message: item.message });
        } else {
          others.push(item.message);
        }
      }
      return others.length > 0 || fieldErrors.length === 0
        ? { fieldErrors, formMessage: joinServerErrors(others) }
        : { fieldErrors };
    }
  }
  return {
    fieldErrors: [],
    formMessage: joinServerErrors([error instanceof Error ? error.message : '']),
  };
}
