import { createHash } from 'node:crypto';
import type { PersonName, PostalAddress } from './provider-types';

/**
 * Deterministic pseudo-data for the sandboxes: every value is a hash of the inputs and a label,
 * never random, so the same applicant always gets the same report on every machine.
 */
export type Seed = {
  /** Hex digest the values derive from; short enough to carry inside an order id. */
  readonly key: string;
  /** An integer in [min, max], inclusive. */
  int(label: string, min: number, max: number): number;
  pick<T>(label: string, items: readonly [T, ...T[]]): T;
  /** A hex string of the given length (ids, confirmation numbers). */
  hex(label: string, length: number): string;
};

export const SEED_KEY_LENGTH = 20;

/** Parts are compared case-, spacing- and punctuation-insensitively. */
export function seedFrom(...parts: readonly (string | undefined)[]): Seed {
  const normalized = parts.map((part) => normalizePart(part ?? '')).join('\u001f');
  return seedFromKey(sha256(normalized).slice(0, SEED_KEY_LENGTH));
}

export function seedFromKey(key: string): Seed {
  const digest = (label: string) => sha256(`${key}\u001e${label}`);
  const int = (label: string, min: number, max: number) => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`invalid range [${min}, ${max}]`);
    }
    const n = Number.parseInt(digest(label).slice(0, 12), 16);
    return min + (n % (max - min + 1));
  };
  return {
    key,
    int,
    pick: (label, items) => items[int(label, 0, items.length - 1)] ?? items[0],
    hex: (label, length) => {
      let out = '';
      for (let i = 0; out.length < length; i += 1) out += digest(`${label}#${i}`);
      return out.slice(0, length);
    },
  };
}

export function addressParts(address: PostalAddress): (string | undefined)[] {
  return [address.street1, address.street2, address.city, address.state, address.zip];
}

export function nameParts(name: PersonName): string[] {
  return [name.firstName, name.lastName];
}

function normalizePart(part: string): string {
  return part
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,#'"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
