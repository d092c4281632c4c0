import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../src/db/schema';
import { errorMessage } from '../../src/jobs/error-message';
import { createTestApp, type TestContext } from '../test-app';

const PERSONAL = 'pat.secret-person@example.com';

describe('a failed query in the logs', () => {
  let ctx: TestContext;
  let lines: string[] = [];
  let caught: unknown;
  const identityUuid = randomUUID();
  const row = () => ({
    uuid: identityUuid,
    orgCode: 'OPENHELOC',
    email: PERSONAL,
    emailNormalized: PERSONAL,
    passwordHash: 'hash-of-a-secret',
    type: 'BORROWER' as const,
  });

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    ctx = await createTestApp({
      logStream: stream,
      config: { logLevel: 'info' },
      extend: (app) => {
        app.post('/test/duplicate-identity', async () => {
          try {
            await ctx.database.db.insert(identities).values(row());
          } catch (error) {
            caught = error;
            throw error;
          }
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('carries the code and the statement, never the parameters', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/test/duplicate-identity' })).statusCode,
    ).toBe(200);
    lines = [];
    const res = await ctx.app.inject({ method: 'POST', url: '/test/duplicate-identity' });
    expect(res.statusCode).toBe(500);
    const logged = lines.filter(Boolean).join('\n');
    const entry = lines
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((line) => line.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({
      code: '23505',
      statement: 'insert into "identities"',
      constraint: expect.any(String),
    });
    expect(logged).not.toContain(PERSONAL);
    expect(logged).not.toContain('hash-of-a-secret');
    expect(logged).not.toContain(identityUuid);
  });

  it('is stored on a failed job the same way', () => {
    const stored = errorMessage(caught);
    expect(stored).toContain('23505');
    expect(stored).toContain('insert into "identities"');
    expect(stored).not.toContain(PERSONAL);
    expect(stored).not.toContain(identityUuid);
  });
});
