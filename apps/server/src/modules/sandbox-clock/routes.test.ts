import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_AUTH, type TestContext } from '../../../test/test-app';
import { jobs } from '../../db/schema';

const CLOCK = '/service-optimize/admin/api/v1/sandbox/clock';
const NOW = new Date('2026-11-23T18:00:00.000Z');

describe('the sandbox clock', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ now: () => NOW });
  });
  afterAll(() => ctx.close());

  const advance = (payload: unknown, headers: Record<string, string> = OPS_AUTH) =>
    ctx.app.inject({
      method: 'POST',
      url: `${CLOCK}/advance`,
      payload: payload as object,
      headers,
    });

  it('moves the app clock forward and every waiting job with it', async () => {
    const { job } = await ctx.deps.jobQueue.enqueue('test.later', {}, { delayMs: 3 * 86_400_000 });
    const moved = await advance({ minutes: 3 * 24 * 60 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      now: '2026-11-26T18:00:00.000Z',
      offsetMinutes: 3 * 24 * 60,
    });
    expect(ctx.deps.now()).toEqual(new Date('2026-11-26T18:00:00.000Z'));
    const [due] = await ctx.database.db
      .select({ due: sql<boolean>`${jobs.runAt} <= now()` })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(due?.due).toBe(true);
    const read = await ctx.app.inject({ method: 'GET', url: CLOCK, headers: OPS_AUTH });
    expect(read.json()).toEqual(moved.json());
  });

  it.each([[{ minutes: 0 }], [{ minutes: -5 }], [{ minutes: 1.5 }], [{}]])(
    'refuses %j, leaving the clock where it was',
    async (body) => {
      const before = ctx.deps.now();
      const refused = await advance(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ message: expect.any(String) });
      expect(ctx.deps.now()).toEqual(before);
    },
  );

  it('is closed without the operations token', async () => {
    const before = ctx.deps.now();
    expect((await advance({ minutes: 5 }, {})).statusCode).toBe(401);
    expect(ctx.deps.now()).toEqual(before);
  });
});

describe('the sandbox clock outside the sandbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { sandbox: false }, now: () => NOW });
  });
  afterAll(() => ctx.close());

  it('does not exist, and the clock cannot move', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${CLOCK}/advance`,
      payload: { minutes: 5 },
      headers: OPS_AUTH,
    });
    expect(refused.statusCode).toBe(404);
    expect(ctx.deps.clock).toBeNull();
    expect(ctx.deps.now()).toEqual(NOW);
  });
});
