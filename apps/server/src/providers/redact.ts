import { createHash } from 'node:crypto';
import { maskAccount } from '@openheloc/domain';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Keys whose values keep only their last 4 characters. */
const LAST4_KEYS = new Set(['ssn', 'socialsecuritynumber', 'accountnumber']);
/** Keys whose values are never stored. */
const SECRET_KEYS = new Set([
  'password',
  'pin',
  'freezepin',
  'token',
  'accesstoken',
  'publictoken',
]);
export const REDACTED = '[REDACTED]';

/**
 * What a provider call log may keep: SSNs and account numbers masked to their last 4, secrets
 * dropped, file contents (ID images, paystubs) reduced to their size and SHA-256.
 */
export function redactForLog(value: unknown): JsonValue {
  return redactValue(value, null);
}

/** Masks long digit runs in free text (error messages), where a key cannot say what they are. */
export function redactText(text: string): string {
  return text.replace(/\d{9,}/g, (digits) => maskAccount(digits));
}

function redactValue(value: unknown, key: string | null): JsonValue {
  const lowerKey = key?.toLowerCase() ?? '';
  if (value instanceof Uint8Array) {
    return {
      byteLength: value.byteLength,
      sha256: createHash('sha256').update(value).digest('hex'),
    };
  }
  if (SECRET_KEYS.has(lowerKey) && value !== undefined && value !== null) return REDACTED;
  if (LAST4_KEYS.has(lowerKey) && (typeof value === 'string' || typeof value === 'number')) {
    return maskAccount(String(value));
  }
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redactValue(item, key));
  if (typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [k, v] of Object.entries(value)) {
      if (v !== undefined && typeof v !== 'function') out[k] = redactValue(v, k);
    }
    return out;
  }
  return null;
}
