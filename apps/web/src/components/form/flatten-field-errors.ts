export interface NamedError {
  /** The field's name, as registered ('name.firstName'). */
  name: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of fields ('documents.0', 'documents.1') nests like an object keyed by index. */
const isNested = (value: unknown): value is object => isRecord(value) || Array.isArray(value);

/**
 * react-hook-form's nested error object as a list in form order, one entry per field. An entry
 * whose own message is set (an address not chosen) hides the messages of its parts.
 */
export function flattenFieldErrors(errors: unknown, prefix = ''): NamedError[] {
  if (!isNested(errors)) return [];
  const list: NamedError[] = [];
  for (const [key, error] of Object.entries(errors)) {
    if (!isNested(error) || key === 'ref' || key === 'root') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRecord(error) && typeof error.message === 'string' && error.message !== '') {
      list.push({ name, message: error.message });
    } else {
      list.push(...flattenFieldErrors(error, name));
    }
  }
  return list;
}

/**
 * The fields the error summary lists: those of the last failed submit that still have an error.
 * Fields that go wrong while the user corrects others wait for the next submit, so the summary
 * never appears, or grabs focus, in the middle of typing.
 */
export function remainingSummaryNames(
  summaryNames: readonly string[],
  current: readonly NamedError[],
): string[] {
  const stillWrong = new Set(current.map((error) => error.name));
  return summaryNames.filter((name) => stillWrong.has(name));
}
