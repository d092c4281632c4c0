import { z } from 'zod';
import {
  scopedTokenKey,
  signScopedToken,
  verifyScopedToken,
  type TokenScope,
} from '../../security/scoped-token';

/** A conversation token lasts an hour; refreshToken renews it while the chat goes on. */
export const CHAT_TOKEN_TTL_SECONDS = 60 * 60;
/** How long after expiry a token may still be renewed: the live-agent session length. */
export const CHAT_TOKEN_RENEWAL_SECONDS = 6 * 60 * 60;
const ISSUER = 'openheloc-chat';

const zClaims = z.object({
  cid: z.uuid(),
  role: z.enum(['customer', 'agent']),
  sub: z.string().min(1),
  name: z.string(),
  exp: z.number(),
});

export type ChatParticipantClaims = {
  conversationId: string;
  role: 'customer' | 'agent';
  participantId: string;
  name: string;
  expiresAt: Date;
};

/**
 * Its own key, derived from the JWT secret, and its own issuer: a conversation token opens one
 * conversation and nothing else, and no borrower token opens a conversation.
 */
export function chatTokenKey(jwtSecret: Uint8Array): Uint8Array {
  return scopedTokenKey(jwtSecret, 'chat-conversation-token');
}

const scopeOf = (key: Uint8Array): TokenScope => ({ key, issuer: ISSUER });

export async function issueChatToken(
  key: Uint8Array,
  participant: Omit<ChatParticipantClaims, 'expiresAt'>,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  return signScopedToken(scopeOf(key), {
    claims: { cid: participant.conversationId, role: participant.role, name: participant.name },
    subject: participant.participantId,
    ttlSeconds: CHAT_TOKEN_TTL_SECONDS,
    now,
  });
}

/** The token's participant, or null when forged, malformed or expired (beyond `graceSeconds`). */
export async function verifyChatToken(
  key: Uint8Array,
  token: string,
  now: Date,
  graceSeconds = 0,
): Promise<ChatParticipantClaims | null> {
  const claims = await verifyScopedToken(scopeOf(key), token, zClaims, { now, graceSeconds });
  return (
    claims && {
      conversationId: claims.cid,
      role: claims.role,
      participantId: claims.sub,
      name: claims.name,
      expiresAt: new Date(claims.exp * 1000),
    }
  );
}
