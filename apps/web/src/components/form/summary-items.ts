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
}

/**
 * The error summary's links. A message shared by several fields ('Required' under four of them)
 * says which field it is about in the summary, where it stands apart from its field.
 */
export function summaryItems({
  errors,
  listed,
  focusTargets,
  labels,
}: SummaryOptions): ErrorSummaryItem[] {
  const shown = errors.filter((error) => listed.has(error.name));
  const counts = new Map<string, number>();
  for (const { message } of shown) counts.set(message, (counts.get(message) ?? 0) + 1);
  return shown.map(({ name, message }) => {
    const label = labels[name];
    const shared = (counts.get(message) ?? 0) > 1;
    return {
      fieldId: fieldId(focusTargets[name] ?? name),
      message: shared && label ? `${label}: ${message}` : message,
    };
  });
}
