import type { KeyValueStorage } from '../lib/storage';

/** A Map-backed stand-in for Web Storage, so unit tests run without a DOM. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
