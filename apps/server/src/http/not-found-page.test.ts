import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('a path nobody serves', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const browse = (url: string, accept: string, org = 'GRANITE_CU') =>
    ctx.app.inject({ url, headers: { accept, 'x-org': org } });

  it.each(['/pay', '/universal-marketplace', '/no/such/page'])(
    '%s in a browser: the lender’s branded page with the ways back',
    async (url) => {
      const res = await browse(url, 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(
        '<h1 class="mb-6 text-[28px] leading-tight font-bold text-ink">Page not found</h1>',
      );
      expect(res.body).toContain('Granite');
      expect(res.body).toContain('href="/account/heloc/">Go to the home page</a>');
      expect(res.body).toContain('href="/account/heloc/contact"');
      expect(res.body).not.toContain('"errors"');
    },
  );

  it.each([
    ['an API client', 'application/json'],
    ['a client that takes anything', '*/*'],
  ])('%s keeps the JSON envelope', async (_who, accept) => {
    const res = await browse('/service-nothing/api/v1/here', accept);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
  });

  it('a POST to an unknown path answers JSON even from a browser', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/pay',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
  });

  it('/contact goes to the Support page, with its query', async () => {
    const res = await ctx.app.inject({ url: '/contact?from=menu' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/account/heloc/contact?from=menu');
  });
});
