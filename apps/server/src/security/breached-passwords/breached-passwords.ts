import { createHash } from 'node:crypto';
import { BREACHED_SHA1 } from './breached-sha1.generated';

const HASH_LENGTH = 40;
const PREFIX_LENGTH = 5;

let ranges: Map<string, Set<string>> | null = null;

/**
 * The shipped list as k-anonymity ranges, the shape of the Pwned Passwords range API: the first
 * 5 hex digits of the SHA-1 pick a range of suffixes. Looking a password up asks for its range
 * only, so the lookup could move to that service without the password or its hash leaving here.
 */
function rangeOf(prefix: string): ReadonlySet<string> {
  if (ranges === null) {
    ranges = new Map();
    for (let at = 0; at < BREACHED_SHA1.length; at += HASH_LENGTH) {
      const hash = BREACHED_SHA1.slice(at, at + HASH_LENGTH);
      const key = hash.slice(0, PREFIX_LENGTH);
      const range = ranges.get(key) ?? new Set<string>();
      range.add(hash.slice(PREFIX_LENGTH));
      ranges.set(key, range);
    }
  }
  return ranges.get(prefix) ?? new Set();
}

/** Whether the password is one that breaches made public, so attackers try it first. */
export function isBreachedPassword(password: string): boolean {
  const hash = createHash('sha1').update(password).digest('hex').toUpperCase();
  return rangeOf(hash.slice(0, PREFIX_LENGTH)).has(hash.slice(PREFIX_LENGTH));
}
