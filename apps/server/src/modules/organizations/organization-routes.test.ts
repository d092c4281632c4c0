import { NO_PRIVATE_LABEL_DATA_MESSAGE, zOrganization } from '@openheloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

describe('organisation routes', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  describe('GET /service-organization/api/v1/organization', () => {
    const url = '/service-organization/api/v1/organization';

    it('answers the default organisation without x-org or a known host', async () => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const org = zOrganization.parse(res.json());
      expect(org.orgCode).toBe('OPENHELOC');
      expect(org.kind).toBe('RETAIL');
    });

    it('answers the organisation named by x-org, whatever its case', async () => {
      const res = await ctx.app.inject({ url, headers: { 'x-org': 'granite_cu' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        orgCode: 'GRANITE_CU',
        brandName: 'Granite Hollow Credit Union',
        isPrivateLabel: true,
        footerData: { organization: 'GRANITE_CU' },
      });
    });

    it('answers the organisation of the host name', async () => {
      const res = await ctx.app.inject({ url, headers: { host: 'ny.openheloc.example' } });
      expect(res.json()).toMatchObject({ orgCode: 'OPENHELOC_NY', kind: 'NEW_YORK' });
    });

    it('refuses an unknown x-org with the error envelope', async () => {
      const res = await ctx.app.inject({ url, headers: { 'x-org': 'NO_SUCH_LENDER' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ code: 'invalid_input', field: 'x-org', message: 'Unknown organization' }],
      });
    });
  });

  describe('GET /service-application/external/api/v1/heloc/state-licenses', () => {
    const url = '/service-application/external/api/v1/heloc/state-licenses';

    it('lists the licensed states of the given organisation, sorted', async () => {
      const res = await ctx.app.inject({ url, query: { orgCode: 'GRANITE_CU' } });
      expect(res.statusCode).toBe(200);
      const abbrevs = (res.json() as { abbrev: string }[]).map((entry) => entry.abbrev);
      expect(new Set(abbrevs)).toEqual(
        new Set(ctx.deps.organizations.byCode('GRANITE_CU')?.licensedStates),
      );
      expect(abbrevs).toContain('NH');
      expect(abbrevs).toEqual(
        [...abbrevs].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
    });

    it('answers for the organisation in the query, not the request’s organisation', async () => {
      const res = await ctx.app.inject({
        url,
        query: { orgCode: 'openheloc_ny' },
        headers: { 'x-org': 'GRANITE_CU' },
      });
      expect(res.json()).toEqual([{ abbrev: 'NY' }]);
    });

    it('answers 404 for an unknown organisation', async () => {
      const res = await ctx.app.inject({ url, query: { orgCode: 'NO_SUCH_LENDER' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: [{ code: 'not_found', message: NO_PRIVATE_LABEL_DATA_MESSAGE }],
      });
    });

    it.each([
      ['missing', {}, 'orgCode is required'],
      ['empty', { orgCode: ' ' }, 'orgCode is required'],
      ['too long', { orgCode: 'X'.repeat(41) }, 'orgCode is at most 40 characters'],
    ])('answers 400 when orgCode is %s', async (_case, query, message) => {
      const res = await ctx.app.inject({ url, query });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ code: 'invalid_input', field: 'orgCode', message }],
      });
    });
  });

  describe('GET /service-organization/api/v1/organizations/{orgCode}/logo.svg', () => {
    it('renders every organisation’s logo URL as a cacheable SVG in its brand colour', async () => {
      for (const org of ctx.deps.organizations.all()) {
        const res = await ctx.app.inject({ url: org.theme.logoUrl });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(res.body).toContain(`fill="${org.theme.brand['700']}"`);
        expect(res.body).toContain(`<title>${org.brandName.replace(/&/g, '&#38;')}</title>`);
      }
    });

    it('answers 404 with the envelope for an unknown organisation', async () => {
      const res = await ctx.app.inject({
        url: '/service-organization/api/v1/organizations/NOPE/logo.svg',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: [{ code: 'not_found', message: NO_PRIVATE_LABEL_DATA_MESSAGE }],
      });
    });
  });

  it('documents the routes in the OpenAPI description', async () => {
    const res = await ctx.app.inject({ url: '/api/docs' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/service-organization/api/v1/organization',
        '/service-application/external/api/v1/heloc/state-licenses',
        '/service-organization/api/v1/organizations/{orgCode}/logo.svg',
      ]),
    );
  });
});
