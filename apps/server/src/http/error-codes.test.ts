import { zApiErrorEnvelope } from '@openheloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { AppError } from './app-error';

/** Every failure, from a service, from validation or from Fastify itself, carries its code. */
describe('error codes on the wire', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({
      extend: (app) => {
        app.post('/api/test-echo', async (request) => ({ got: request.body }));
        app.get('/api/test-gone', async () => {
          throw new AppError('gone', 'This link has expired', 'token');
        });
        app.get('/api/test-crash', async () => {
          throw new Error('secret detail');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it.each([
    [
      'a service refusal',
      { method: 'GET' as const, url: '/api/test-gone' },
      410,
      [{ code: 'gone', field: 'token', message: 'This link has expired' }],
    ],
    [
      'an unknown path',
      { method: 'GET' as const, url: '/api/nowhere' },
      404,
      [{ code: 'not_found', message: 'Not found' }],
    ],
    [
      'a body that is not JSON',
      {
        method: 'POST' as const,
        url: '/api/test-echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"a":',
      },
      400,
      [{ code: 'invalid_json', message: 'Request body is not valid JSON' }],
    ],
    [
      'a content type the API does not read',
      {
        method: 'POST' as const,
        url: '/api/test-echo',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      },
      415,
      [{ code: 'unsupported_media_type', message: 'Unsupported content type' }],
    ],
    [
      'a crash, without its detail',
      { method: 'GET' as const, url: '/api/test-crash' },
      500,
      [{ code: 'internal', message: 'Something unexpected happened' }],
    ],
    [
      'a request without a session',
      { method: 'GET' as const, url: '/service-profile/api/v1/profile' },
      401,
      [{ code: 'signed_out', message: 'unauthenticated' }],
    ],
  ])('%s', async (_what, request, status, errors) => {
    const res = await ctx.app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ errors });
    expect(zApiErrorEnvelope.safeParse(res.json()).success).toBe(true);
  });

  it('names every invalid field of a route schema with invalid_input', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      payload: { email: 1 },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = zApiErrorEnvelope.parse(res.json());
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.code === 'invalid_input')).toBe(true);
  });

  it('refuses a wrong password with wrong_credentials, not signed_out', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      payload: { email: 'nobody@example.com', password: 'Not-a-password-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(zApiErrorEnvelope.parse(res.json()).errors.map((error) => error.code)).toEqual([
      'wrong_credentials',
    ]);
  });
});
