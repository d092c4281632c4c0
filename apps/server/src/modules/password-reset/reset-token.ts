import { createHash, randomBytes } from 'node:crypto';

/** A new link token: 32 random bytes, base64url (43 characters, as zResetToken expects). */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
