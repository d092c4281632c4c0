import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { requireAuth } from './authenticate';
import { revokeSession, startSession } from './sessions';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';

describe('requireAuth', () => {
  let ctx: TestContext;
  let now = new Date('2026-11-22T12:00:00Z');
  const identityUuid = randomUUID();

  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => now,
      extend: (app) => {
        app.get('/test/me', { preHandler: requireAuth('BORROWER') }, async (request) => ({
          identityUuid: request.auth?.identityUuid,
        }));
        app.get('/test/ops', { preHandler: requireAuth('OPS') }, async () => ({ ok: true }));
      },
    });
    await ctx.database.db.insert(identities).values({
      uuid: identityUuid,
      orgCode: 'OPENHELOC',
      email: 'pat@example.com',
      emailNormalized: 'pat@example.com',
      passwordHash: 'not-used-here',
      type: 'BORROWER',
    });
  });
  afterAll(() => ctx.close());

  const session = () =>
    startSession(
      ctx.database.db,
      ctx.deps.secrets.jwtSecret,
      { identityUuid, orgCode: 'OPENHELOC', type: 'BORROWER' },
      now,
    );
  const get = (url: string, token: string | null, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('admits a live session of the same organisation', async () => {
    const { token } = await session();
    const res = await get('/test/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ identityUuid });
  });

  it.each([
    ['no token', async () => null, 401, 'unauthenticated'],
    ['a malformed token', async () => 'abc.def.ghi', 401, 'unauthenticated'],
    [
      'a token signed with another key',
      async () =>
        (
          await issueToken(
            new Uint8Array(32).fill(9),
            { identityUuid, orgCode: 'OPENHELOC', type: 'BORROWER' },
            now,
          )
        ).token,
      401,
      'invalid signature',
    ],
    [
      'a token never recorded as a session',
      async () =>
        (
          await issueToken(
            ctx.deps.secrets.jwtSecret,
            { identityUuid, orgCode: 'OPENHELOC', type: 'BORROWER' },
            now,
          )
        ).token,
      401,
      'unauthenticated',
    ],
  ])('refuses %s', async (_name, makeToken, status, message) => {
    const res = await get('/test/me', await makeToken());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errors: [{ code: 'signed_out', message }] });
  });

  it('refuses a revoked session', async () => {
    const { token, claims } = await session();
    await revokeSession(ctx.database.db, claims.jti, now);
    expect((await get('/test/me', token)).statusCode).toBe(401);
  });

  it('refuses a session revoked after it was used (and known live)', async () => {
    const { token, claims } = await session();
    expect((await get('/test/me', token)).statusCode).toBe(200);
    expect((await get('/test/me', token)).statusCode).toBe(200);
    await revokeSession(ctx.database.db, claims.jti, now);
    expect((await get('/test/me', token)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { token } = await session();
    const issuedAt = now;
    now = new Date(issuedAt.getTime() + (TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      expect((await get('/test/me', token)).statusCode).toBe(401);
    } finally {
      now = issuedAt;
    }
  });

  it('refuses a token used for another organisation', async () => {
    const { token } = await session();
    const other = ctx.deps.organizations.all().find((org) => org.orgCode !== 'OPENHELOC');
    const res = await get('/test/me', token, { 'x-org': other?.orgCode ?? '' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a borrower on an operations route', async () => {
    const { token } = await session();
    expect((await get('/test/ops', token)).statusCode).toBe(403);
  });
});
