import { z } from 'zod';
import { VALIDATION_MESSAGES } from './messages';

/**
 * NUL and a UTF-16 surrogate without its pair: PostgreSQL cannot store either in text or jsonb,
 * and no keyboard types them. One rule for every string the API accepts (keys included).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = VALIDATION_MESSAGES.unsupportedCharacters;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

const MAX_DEPTH = 32;

/**
 * The dotted path of the first string (or object key) in `value` that cannot be stored, '' for
 * the value itself, or null when every string can be stored. Walks arrays and plain objects.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, join(path, String(index)), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = join(path, key);
    if (!isStorableText(key)) return keyPath;
    const found = findUnstorableText(item, keyPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

const storableTextCheck = z.superRefine((value: unknown, ctx) => {
  const path = findUnstorableText(value);
  if (path === null) return;
  ctx.addIssue({
    code: 'custom',
    message: UNSTORABLE_TEXT_MESSAGE,
    path: path === '' ? [] : path.split('.'),
  });
});

/**
 * The schema (of either zod build), refusing any string of its parsed value that cannot be
 * stored (applied per route): a copy with one more check, as the builds' own `check` makes it.
 */
export function withStorableText<Schema extends z.core.$ZodType>(schema: Schema): Schema {
  const def = schema._zod.def;
  return z.core.clone(schema, { ...def, checks: [...(def.checks ?? []), storableTextCheck] });
}
