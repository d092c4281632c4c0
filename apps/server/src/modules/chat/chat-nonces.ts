import { CHAT_MESSAGES, CHAT_NONCE_REFRESH_MS } from '@openheloc/domain';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatNonces } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Twice the refresh interval: one late refresh does not end an authenticated chat. */
export const CHAT_NONCE_TTL_MS = 2 * CHAT_NONCE_REFRESH_MS;

const hashOf = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

export type NonceOwner = { orgCode: string; identityUuid: string };

/** A new nonce for a signed-in borrower; only its hash is stored. */
export async function issueChatNonce(
  db: Db,
  owner: NonceOwner,
  now: Date,
): Promise<{ nonce: string; expiration: string }> {
  const nonce = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHAT_NONCE_TTL_MS);
  await db.delete(chatNonces).where(lt(chatNonces.expiresAt, now));
  await db.insert(chatNonces).values({ nonceHash: hashOf(nonce), ...owner, expiresAt });
  return { nonce, expiration: expiresAt.toISOString() };
}

/** Who a live nonce belongs to; an unknown or expired nonce is refused with the widget's text. */
export async function ownerOfChatNonce(
  db: Db,
  orgCode: string,
  nonce: string,
  now: Date,
): Promise<NonceOwner> {
  const [row] = await db
    .select({ orgCode: chatNonces.orgCode, identityUuid: chatNonces.identityUuid })
    .from(chatNonces)
    .where(
      and(
        eq(chatNonces.nonceHash, hashOf(nonce)),
        eq(chatNonces.orgCode, orgCode),
        gt(chatNonces.expiresAt, now),
      ),
    );
  if (!row) throw new AppError('token_invalid', CHAT_MESSAGES.invalidToken);
  return row;
}

/** Replaces a live nonce of the caller's with a new one. */
export async function refreshChatNonce(
  db: Db,
  caller: NonceOwner,
  nonce: string,
  now: Date,
): Promise<{ nonce: string; expiration: string }> {
  const owner = await ownerOfChatNonce(db, caller.orgCode, nonce, now);
  if (owner.identityUuid !== caller.identityUuid) {
    throw new AppError('token_invalid', CHAT_MESSAGES.invalidToken);
  }
  const fresh = await issueChatNonce(db, caller, now);
  // The old one stays good for a moment: a message already on its way with it is not refused.
  return fresh;
}
