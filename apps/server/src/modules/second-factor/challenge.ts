import { z } from 'zod';
import {
  scopedTokenKey,
  signScopedToken,
  verifyScopedToken,
  type TokenScope,
} from '../../security/scoped-token';
import type { FactorOwner } from './second-factor-store';

/**
 * What a right password earns when a second factor is due: a 5-minute token that opens the
 * second step only (its own key and issuer, so it is no session and opens nothing else).
 */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const zClaims = z.object({
  sub: z.uuid(),
  kind: z.enum(['borrower', 'ops']),
  orgCode: z.string().optional(),
});

function scope(jwtSecret: Uint8Array): TokenScope {
  return { key: scopedTokenKey(jwtSecret, 'second-factor-challenge'), issuer: 'openheloc-2fa' };
}

export async function issueChallenge(
  jwtSecret: Uint8Array,
  owner: FactorOwner & { orgCode?: string },
  now: Date,
): Promise<string> {
  const { token } = await signScopedToken(scope(jwtSecret), {
    claims: { kind: owner.kind, ...(owner.orgCode ? { orgCode: owner.orgCode } : {}) },
    subject: owner.uuid,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
    now,
  });
  return token;
}

/** The owner the challenge was issued to, when it is genuine, unexpired and of that kind. */
export async function readChallenge(
  jwtSecret: Uint8Array,
  token: string,
  kind: FactorOwner['kind'],
  now: Date,
): Promise<(FactorOwner & { orgCode?: string }) | null> {
  const claims = await verifyScopedToken(scope(jwtSecret), token, zClaims, { now });
  if (claims?.kind !== kind) return null;
  return { kind, uuid: claims.sub, ...(claims.orgCode ? { orgCode: claims.orgCode } : {}) };
}
