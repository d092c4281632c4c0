import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/http/app-error';
import { createTestApp, type TestContext } from './test-app';

describe('server core', () => {
  let ctx: TestContext;
  const logLines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({
      config: { logLevel: 'info', bodyLimitBytes: 2048 },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
      extend: (app) => {
        app.post('/test/echo', async (request) => {
          request.log.info({ body: request.body }, 'echo');
          return { ok: true };
        });
        app.get('/test/app-error', async () => {
          throw AppError.conflict('This application has moved on');
        });
        app.get('/test/crash', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers the health check with the database kind', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('gives every answer a request id and security headers', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['unknown route', { method: 'GET', url: '/nope' }, 404, 'not_found', 'Not found'],
    [
      'a URL that cannot be decoded',
      { method: 'GET', url: '/service-address/api/v1/typeahead/%E0%A4%A' },
      400,
      'invalid_input',
      'Bad request',
    ],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/test/echo',
        payload: '{"a":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'invalid_json',
      'Request body is not valid JSON',
    ],
    [
      'oversized body',
      {
        method: 'POST',
        url: '/test/echo',
        payload: JSON.stringify({ text: 'x'.repeat(4096) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'payload_too_large',
      'Request body is too large',
    ],
    [
      'unsupported content type',
      {
        method: 'POST',
        url: '/test/echo',
        payload: 'hello',
        headers: { 'content-type': 'text/csv' },
      },
      415,
      'unsupported_media_type',
      'Unsupported content type',
    ],
    [
      'an AppError',
      { method: 'GET', url: '/test/app-error' },
      409,
      'conflict',
      'This application has moved on',
    ],
    [
      'an unexpected failure',
      { method: 'GET', url: '/test/crash' },
      500,
      'internal',
      'Something unexpected happened',
    ],
  ] as const)(
    'answers %s with the error envelope',
    async (_name, request, status, code, message) => {
      const res = await ctx.app.inject(request);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ errors: [{ code, message }] });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('hunter2');
    },
  );

  it('never writes secrets to the log', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/test/echo?userToken=tok-secret-1',
      headers: { authorization: 'Bearer jwt-secret-2' },
      payload: {
        password: 'pw-secret-3',
        ssn: '123-45-6789',
        nested: { accountNumber: '9876543210' },
      },
    });
    const log = logLines.join('');
    expect(log).toContain('echo');
    expect(log).toContain('[redacted]');
    for (const secret of [
      'tok-secret-1',
      'jwt-secret-2',
      'pw-secret-3',
      '123-45-6789',
      '9876543210',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it.each([
    ['/', '/account/heloc/dashboard'],
    ['/account', '/account/heloc/dashboard'],
    ['/dashboard', '/account/heloc/dashboard'],
    ['/account/heloc', '/account/heloc/'],
    ['/account/register?utm_source=cloc&x=1', '/account/heloc/register?utm_source=cloc&x=1'],
    ['/account/heloc-signer/login?a=b', '/account/heloc/heloc-signer/login?a=b'],
  ])('redirects %s to %s', async (from, to) => {
    const res = await ctx.app.inject(from);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await ctx.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});
