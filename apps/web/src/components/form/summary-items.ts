import { VALIDATION_MESSAGES } from '@openheloc/domain';
import type { ErrorSummaryItem } from '../error-summary';
import { fieldId } from './field-ids';
import type { NamedError } from './flatten-field-errors';

interface SummaryOptions {
  /** The current errors, in form order. */
  errors: readonly NamedError[];
  /** The fields the summary lists (those of the last failed submit still wrong). */
  listed: ReadonlySet<string>;
  focusTargets: Readonly<Record<string, string>>;
  /** Field labels, to tell apart fields whose messages are the same. */
  labels: Readonly<Record<string, string>>;
  /** The label of a field the form did not name, by its element id (the page's own label). */
  labelOf?: (elementId: string) => string | undefined;
}

/** The spec's messages that do not say what they are about on their own. */
const BARE_MESSAGES = [VALIDATION_MESSAGES.required, VALIDATION_MESSAGES.invalidDate];

const isBare = (message: string) =>
  BARE_MESSAGES.some((bare) => message === bare || message.startsWith(`${bare}.`));

/**
 * The error summary's links. A bare message ('Required', 'Invalid date') or one shared by
 * several fields says which field it is about in the summary, where it stands apart from its
 * field: 'Date of birth: Invalid date'.
 */
export function summaryItems({
  errors,
  listed,
  focusTargets,
  labels,
  labelOf = () => undefined,
}: SummaryOptions): ErrorSummaryItem[] {
  const shown = errors.filter((error) => listed.has(error.name));
  const counts = new Map<string, number>();
  for (const { message } of shown) counts.set(message, (counts.get(message) ?? 0) + 1);
  return shown.map(({ name, message }) => {
    const id = fieldId(focusTargets[name] ?? name);
    const named = isBare(message) || (counts.get(message) ?? 0) > 1;
    const label = labels[name] ?? (named ? labelOf(id) : undefined);
    return {
      fieldId: id,
      message: named && label ? `${label}: ${message}` : message,
    };
  });
}
