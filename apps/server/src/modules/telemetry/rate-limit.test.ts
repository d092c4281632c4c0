import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { TELEMETRY_RATE_LIMIT } from './schemas';

describe('telemetry rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('slows down one address that posts far more than a browser would', async () => {
    // An invalid body is enough: the limit counts requests before validation.
    const send = () => ctx.app.inject({ method: 'POST', url: '/ft/heloc/event', payload: {} });
    for (let i = 0; i < TELEMETRY_RATE_LIMIT.max; i++) {
      expect((await send()).statusCode).toBe(400);
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errors: [{ code: 'rate_limited', message: 'Too many requests. Please try again later.' }],
    });
  });
});
