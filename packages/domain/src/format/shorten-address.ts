import {
  ADDRESS_SHORTEN_HEAD,
  ADDRESS_SHORTEN_TAIL,
  ADDRESS_SHORTEN_THRESHOLD,
} from '../constants/ui-limits';

/** Joins head and tail; three ASCII dots so the result stays plain text everywhere. */
export const SHORTEN_ADDRESS_JOINER = '...';

/** Addresses over 11 characters become the first 6, '...', and the last 5 (0x1234...cdef0). */
export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_SHORTEN_THRESHOLD) return address;
  return `${address.slice(0, ADDRESS_SHORTEN_HEAD)}${SHORTEN_ADDRESS_JOINER}${address.slice(-ADDRESS_SHORTEN_TAIL)}`;
}
