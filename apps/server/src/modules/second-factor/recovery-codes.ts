import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@openheloc/domain';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten one-time codes of 10 random characters (50 bits each), written 'abcde-23456'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Kept as SHA-256 of the code without its hyphen: the codes are random and long, so a fast hash
 * cannot be reversed by guessing, unlike a password's.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');
}
