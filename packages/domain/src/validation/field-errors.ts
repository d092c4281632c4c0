import type { z } from 'zod';

/** 'income.otherIncome' style names, as forms register their fields. */
export function issueField(path: readonly PropertyKey[]): string | undefined {
  return path.length === 0 ? undefined : path.map(String).join('.');
}

/** One field's message; the API sends it with the code `invalid_input`. */
export interface FieldMessage {
  field?: string;
  message: string;
}

/**
 * A zod error as the API's error items: the first message of each field, in order, as a form
 * shows one message per field. Issues on the whole value have no field.
 */
export function toFieldErrors(error: z.ZodError): FieldMessage[] {
  const seen = new Set<string>();
  const items: FieldMessage[] = [];
  for (const issue of error.issues) {
    const field = issueField(issue.path);
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(
      field === undefined ? { message: issue.message } : { field, message: issue.message },
    );
  }
  return items;
}
