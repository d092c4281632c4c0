import { joinServerErrors } from '@openheloc/domain';
import type { NamedError } from '@/components/form/flatten-field-errors';
import type { FailedMutationOutcome } from '../routing/mutation-outcome';

export interface FormErrors {
  fieldErrors: NamedError[];
  formMessage?: string;
}

/**
 * Where a failed save shows on the page: a message about one of the page's fields goes under it
 * ('race.1' is the race question), every other message joins one sentence by the button. A
 * conflict or a lost application shows nothing here: the layout moves the borrower on.
 */
export function formErrorsOf(
  outcome: FailedMutationOutcome,
  fieldNames: readonly string[],
): FormErrors | null {
  if (outcome.kind === 'conflict' || outcome.kind === 'not-found') return null;
  if (outcome.kind === 'failed') return { fieldErrors: [], formMessage: outcome.message };
  const fieldOf = (field: string) =>
    fieldNames.find((name) => field === name || field.startsWith(`${name}.`));
  const fieldErrors: NamedError[] = [];
  const unplaced: string[] = [];
  for (const error of outcome.fieldErrors) {
    const name = fieldOf(error.name);
    if (name && !fieldErrors.some((placed) => placed.name === name)) {
      fieldErrors.push({ name, message: error.message });
    } else if (!name) {
      unplaced.push(error.message);
    }
  }
  const messages = [...unplaced, ...(outcome.formMessage ? [outcome.formMessage] : [])];
  return messages.length > 0 || fieldErrors.length === 0
    ? { fieldErrors, formMessage: joinServerErrors(messages) }
    : { fieldErrors };
}
