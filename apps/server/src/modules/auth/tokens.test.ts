import { describe, expect, it } from 'vitest';
import { issueToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens';

const issuedAt = new Date('2026-06-01T12:00:00Z');
const after = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
const subject = {
  identityUuid: '5b1f0c9e-2d7a-4c1e-9a43-0f6b8e2d1c11',
  orgCode: 'ACME',
  type: 'BORROWER' as const,
};
const secret = () => new TextEncoder().encode(`secret-${Math.random()}`);

/** Each row verifies a fresh token twice: the first answer is WebCrypto's, the second the memo's. */
describe('verifying a token, first and again', () => {
  it.each([
    ['just issued', 0, 'ok'],
    ['a second before it expires', TOKEN_TTL_SECONDS - 1, 'ok'],
    ['the second it expires', TOKEN_TTL_SECONDS, 'unauthenticated'],
    ['after it expired', TOKEN_TTL_SECONDS + 60, 'unauthenticated'],
  ])('%s', async (_name, elapsed, expected) => {
    const key = secret();
    const { token } = await issueToken(key, subject, issuedAt);
    for (const attempt of [1, 2]) {
      const result = await verifyToken(key, token, after(elapsed));
      expect(result.ok ? 'ok' : result.reason, `attempt ${attempt}`).toBe(expected);
    }
  });

  it('refuses a remembered token once it has expired', async () => {
    const key = secret();
    const { token, claims } = await issueToken(key, subject, issuedAt);
    expect(await verifyToken(key, token, after(10))).toEqual({ ok: true, claims });
    expect(await verifyToken(key, token, after(TOKEN_TTL_SECONDS))).toEqual({
      ok: false,
      reason: 'unauthenticated',
    });
  });

  it('does not take a token verified with one secret for valid under another', async () => {
    const key = secret();
    const { token } = await issueToken(key, subject, issuedAt);
    expect((await verifyToken(key, token, after(1))).ok).toBe(true);
    expect(await verifyToken(secret(), token, after(1))).toEqual({
      ok: false,
      reason: 'invalid signature',
    });
  });

  it('refuses a remembered token with one character of its payload changed', async () => {
    const key = secret();
    const { token } = await issueToken(key, subject, issuedAt);
    expect((await verifyToken(key, token, after(1))).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const flipped = payload!.slice(0, -2) + (payload!.at(-2) === 'A' ? 'B' : 'A') + payload!.at(-1);
    const result = await verifyToken(key, [header, flipped, signature].join('.'), after(1));
    expect(result.ok).toBe(false);
  });
});
