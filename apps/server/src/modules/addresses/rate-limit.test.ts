import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { ADDRESS_TYPEAHEAD_RATE_LIMIT } from './schemas';

describe('address typeahead rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (remoteAddress: string) =>
    ctx.app.inject({ method: 'GET', url: '/service-address/api/v1/typeahead/ab', remoteAddress });

  it('slows down one client address that asks far more than someone typing would', async () => {
    for (let i = 0; i < ADDRESS_TYPEAHEAD_RATE_LIMIT.max; i++) {
      expect((await send('203.0.113.7')).statusCode).toBe(200);
    }
    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errors: [{ code: 'rate_limited', message: 'Too many requests. Please try again later.' }],
    });
    expect((await send('203.0.113.8')).statusCode).toBe(200);
  });
});
