import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { z } from 'zod';

/**
 * Short-lived tokens that open one thing (a chat conversation, a notary room) and nothing else:
 * each kind has its own key, derived from the JWT secret with its purpose, and its own issuer, so
 * no borrower token opens one and none of them opens anything else.
 */
export type TokenScope = { key: Uint8Array; issuer: string };

export function scopedTokenKey(jwtSecret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update(purpose).digest());
}

export async function signScopedToken(
  scope: TokenScope,
  {
    claims,
    subject,
    ttlSeconds,
    now,
  }: {
    claims: JWTPayload;
    subject: string;
    ttlSeconds: number;
    now: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + ttlSeconds;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer(scope.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(scope.key);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The token's claims as `schema` reads them, or null when forged, malformed or expired. */
export async function verifyScopedToken<T>(
  scope: TokenScope,
  token: string,
  schema: z.ZodType<T>,
  { now, graceSeconds = 0 }: { now: Date; graceSeconds?: number },
): Promise<T | null> {
  try {
    const { payload } = await jwtVerify(token, scope.key, {
      issuer: scope.issuer,
      algorithms: ['HS256'],
      currentDate: now,
      clockTolerance: graceSeconds,
    });
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
