import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** A working shift: operations staff sign in once a day rather than every hour. */
export const OPS_TOKEN_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = 'openheloc';
/**
 * Operations tokens name this audience and borrower tokens name none, so neither kind verifies
 * as the other: a borrower token fails the audience check here, and an operations token lacks
 * the organisation and identity type that a borrower token must carry.
 */
export const OPS_AUDIENCE = 'openheloc-ops';

const zPayload = z.object({ sub: z.uuid(), jti: z.uuid(), exp: z.number() });

export type OpsTokenClaims = { opsUserUuid: string; jti: string; expiresAt: Date };

export async function issueOpsToken(
  secret: Uint8Array,
  opsUserUuid: string,
  now: Date,
): Promise<{ token: string; claims: OpsTokenClaims }> {
  const jti = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + OPS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(opsUserUuid)
    .setIssuer(ISSUER)
    .setAudience(OPS_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, claims: { opsUserUuid, jti, expiresAt: new Date(exp * 1000) } };
}

/** The claims of a valid, unexpired operations token, or null for anything else. */
export async function verifyOpsToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<OpsTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: OPS_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const parsed = zPayload.safeParse(payload);
    if (!parsed.success) return null;
    const { sub, jti, exp } = parsed.data;
    return { opsUserUuid: sub, jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}
