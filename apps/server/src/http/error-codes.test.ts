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

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  type Schema = { [key: string]: unknown; properties?: Record<string, Schema> };
  const jsonOf = (response: unknown): Schema =>
    (response as { content: Record<string, { schema: Schema }> }).content['application/json']
      ?.schema ?? {};

  it('lists, per status, the error codes an answer may carry', async () => {
    const doc = (await ctx.app.inject('/api/docs')).json();
    const read = doc.paths['/service-application/api/v1/application/heloc/{uuid}'].get;
    const codesOf = (status: string) => {
      const errors = jsonOf(read.responses[status]).properties?.errors as { items: Schema };
      return (errors.items.properties?.code as { enum: string[] }).enum;
    };
    expect(codesOf('401')).toEqual(['signed_out', 'wrong_credentials', 'token_invalid']);
    expect(codesOf('409')).toEqual(['conflict', 'document_changed']);
    expect(codesOf('404')).toEqual(['not_found']);
  });

  it('declares money in cents and rates in basis points, with realistic bounds', async () => {
    const doc = (await ctx.app.inject('/api/docs')).json();
    const application = jsonOf(
      doc.paths['/service-application/api/v1/application/heloc/{uuid}'].get.responses['200'],
    );
    const text = JSON.stringify(application);
    expect(text).toContain('Money in whole US cents');
    expect(text).toContain('whole basis points');
    expect(application.properties?.amount).toMatchObject({
      type: 'integer',
      minimum: -100_000_000_000,
      maximum: 100_000_000_000,
    });
    expect(application.properties?.rate).toMatchObject({ minimum: -100_000, maximum: 100_000 });
  });
});
