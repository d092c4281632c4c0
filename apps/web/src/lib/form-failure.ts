import { joinServerErrors, zApiErrorEnvelope } from '@openheloc/domain';
import type { NamedError } from '@/components/form/flatten-field-errors';
import { isFetchError } from '@/lib/fetch-error';

export interface FormFailure {
  /** Messages about one of the form's fields, shown under it. */
  fieldErrors: NamedError[];
  /** What belongs to no field of the form (too many attempts, no connection), as one sentence. */
  formMessage?: string;
}

/** Sorts a refused request into messages under the form's fields and one about the form. */
export function formFailureFrom(error: unknown, fields: readonly string[]): FormFailure {
  const envelope = isFetchError(error) ? zApiErrorEnvelope.safeParse(error.data) : null;
  if (!envelope?.success) {
    return {
      fieldErrors: [],
      formMessage: joinServerErrors([error instanceof Error ? error.message : '']),
    };
  }
  const fieldErrors: NamedError[] = [];
  const others: string[] = [];
  for (const item of envelope.data.errors) {
    if (item.field !== undefined && fields.includes(item.field)) {
      fieldErrors.push({ name: item.field, message: item.message });
    } else {
      others.push(item.message);
    }
  }
  return others.length > 0 || fieldErrors.length === 0
    ? { fieldErrors, formMessage: joinServerErrors(others) }
    : { fieldErrors };
}
