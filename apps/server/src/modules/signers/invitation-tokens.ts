import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 (hex) of an invitation token: all the database keeps of it. */
export const invitationSha256 = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** 32 random bytes, URL-safe: unguessable, and only its hash is stored. */
export function newInvitationToken(): { token: string; sha256: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, sha256: invitationSha256(token) };
}

/**
 * The link in the invitation e-mail (the outbox's renderer prefixes the app's public address).
 * The token rides in the fragment, which browsers never send to a server or in a Referer header;
 * the signer's page reads it and posts it.
 */
export const invitationLink = (token: string) =>
  `/account/heloc/heloc-signer/resume#invitation=${token}`;
