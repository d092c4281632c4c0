import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { zIdentityType, type IdentityType, type TokenClaims } from './token-claims';
import { rememberVerifiedToken, verifiedClaims } from './verified-tokens';

export { zIdentityType, type IdentityType, type TokenClaims };

export const TOKEN_TTL_SECONDS = 60 * 60;
const ISSUER = 'openheloc';

const zPayload = z.object({
  sub: z.uuid(),
  org: z.string(),
  typ: zIdentityType,
  jti: z.uuid(),
  exp: z.number(),
});

export async function issueToken(
  secret: Uint8Array,
  subject: { identityUuid: string; orgCode: string; type: IdentityType },
  now: Date,
): Promise<{ token: string; claims: TokenClaims }> {
  const jti = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ org: subject.orgCode, typ: subject.type })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.identityUuid)
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, claims: { ...subject, jti, expiresAt: new Date(exp * 1000) } };
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'unauthenticated' | 'invalid signature' };

export async function verifyToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<VerifyResult> {
  const known = verifiedClaims(secret, token, now);
  if (known) return { ok: true, claims: known };
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const parsed = zPayload.safeParse(payload);
    if (!parsed.success) return { ok: false, reason: 'unauthenticated' };
    const { sub, org, typ, jti, exp } = parsed.data;
    const claims = {
      identityUuid: sub,
      orgCode: org,
      type: typ,
      jti,
      expiresAt: new Date(exp * 1000),
    };
    rememberVerifiedToken(secret, token, Object.freeze(claims));
    return { ok: true, claims };
  } catch (error) {
    const badSignature = error instanceof errors.JWSSignatureVerificationFailed;
    return { ok: false, reason: badSignature ? 'invalid signature' : 'unauthenticated' };
  }
}
