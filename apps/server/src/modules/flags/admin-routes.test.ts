import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_MESSAGE } from '@openheloc/domain';
import { createTestApp, OPS_AUTH, type TestContext } from '../../../test/test-app';

const ADMIN = '/service-optimize/admin/api/v1/organizations';
const NOW = new Date('2025-06-01T09:30:00.000Z');

type Flag = { key: string; enabled: boolean; variables: Record<string, unknown>; source: string };

describe('feature flag overrides (operations API)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ now: () => NOW });
  });
  afterAll(() => ctx.close());

  const put = (orgCode: string, key: string, payload: unknown, headers = {}) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${orgCode}/features/${key}`,
      payload: payload as object,
      headers: { ...OPS_AUTH, ...headers },
    });
  const remove = (orgCode: string, key: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `${ADMIN}/${orgCode}/features/${key}`,
      headers: OPS_AUTH,
    });

  /** What a borrower's browser of that organisation is told. */
  const borrowerFlag = async (orgCode: string, key: string): Promise<Flag> =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/service-optimize/heloc/api/v1/feature',
        headers: { 'x-org': orgCode },
        payload: { featureKey: key, optimizeUser: { organization: orgCode } },
      })
    ).json<Flag>();

  it('overrides a flag for one organisation only, merging over the default variables', async () => {
    const res = await put(
      'GRANITE_CU',
      'fe-heloc-maintenance',
      { enabled: true, variables: { routes: ['/dashboard'] } },
      { 'x-ops-actor': 'jane.doe@ops' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'fe-heloc-maintenance',
      enabled: true,
      source: 'organization',
      updatedAt: NOW.toISOString(),
      updatedBy: 'jane.doe@ops',
    });

    const granite = await borrowerFlag('GRANITE_CU', 'fe-heloc-maintenance');
    expect(granite.enabled).toBe(true);
    expect(granite.variables).toMatchObject({
      routes: ['/dashboard'],
      message: DEFAULT_MAINTENANCE_MESSAGE,
    });
    expect(granite).not.toHaveProperty('source');

    const other = await borrowerFlag('CEDARMARK_BANK', 'fe-heloc-maintenance');
    expect(other.enabled).toBe(false);
    expect(other.variables.routes).toEqual([]);

    expect((await remove('GRANITE_CU', 'fe-heloc-maintenance')).statusCode).toBe(200);
  });

  it('applies a * override to every organisation, below their own overrides', async () => {
    expect((await put('*', 'fe-webchat', { enabled: false })).statusCode).toBe(200);
    expect((await put('BLUE_HERON_CU', 'fe-webchat', { enabled: true })).statusCode).toBe(200);

    expect((await borrowerFlag('OPENHELOC', 'fe-webchat')).enabled).toBe(false);
    expect((await borrowerFlag('CEDARMARK_BANK', 'fe-webchat')).enabled).toBe(false);
    expect((await borrowerFlag('BLUE_HERON_CU', 'fe-webchat')).enabled).toBe(true);

    const list = await ctx.app.inject({
      url: `${ADMIN}/BLUE_HERON_CU/features`,
      headers: OPS_AUTH,
    });
    expect(list.statusCode).toBe(200);
    const flags = list.json<{ orgCode: string; features: Flag[] }>();
    expect(flags.orgCode).toBe('BLUE_HERON_CU');
    expect(flags.features.find((f) => f.key === 'fe-webchat')?.source).toBe('organization');
    expect(flags.features.find((f) => f.key === 'fe-webchat-stream')?.source).toBe('default');

    const global = await ctx.app.inject({ url: `${ADMIN}/*/features`, headers: OPS_AUTH });
    expect(
      global.json<{ features: Flag[] }>().features.find((f) => f.key === 'fe-webchat'),
    ).toMatchObject({
      enabled: false,
      source: 'global',
    });

    const removed = await remove('BLUE_HERON_CU', 'fe-webchat');
    expect(removed.json()).toMatchObject({ enabled: false, source: 'global' });
    expect((await remove('%2A', 'fe-webchat')).json()).toMatchObject({
      enabled: true,
      source: 'default',
    });
    expect((await borrowerFlag('OPENHELOC', 'fe-webchat')).enabled).toBe(true);
  });

  it('layers organisation variables over global ones', async () => {
    await put('*', 'fe-heloc-maintenance', {
      enabled: true,
      variables: { message: 'Back at noon.' },
    });
    await put('IRONWEED_BANK', 'fe-heloc-maintenance', {
      enabled: true,
      variables: { routes: ['/register'], shouldShowDashboardLink: false },
    });
    expect((await borrowerFlag('IRONWEED_BANK', 'fe-heloc-maintenance')).variables).toMatchObject({
      message: 'Back at noon.',
      routes: ['/register'],
      shouldShowDashboardLink: false,
    });
    expect((await borrowerFlag('OPENHELOC', 'fe-heloc-maintenance')).variables).toMatchObject({
      message: 'Back at noon.',
      routes: [],
      shouldShowDashboardLink: true,
    });
    await remove('IRONWEED_BANK', 'fe-heloc-maintenance');
    await remove('*', 'fe-heloc-maintenance');
  });

  it('replaces an override on a second PUT and stores the registry spelling of the code', async () => {
    await put('anchorline_cu', 'fe-heloc-redesign-2025', {
      enabled: false,
      variables: { cohort: 'a' },
    });
    const res = await put('anchorline_cu', 'fe-heloc-redesign-2025', { enabled: false });
    expect(res.json()).toMatchObject({ enabled: false, variables: {}, source: 'organization' });
    expect((await borrowerFlag('ANCHORLINE_CU', 'fe-heloc-redesign-2025')).enabled).toBe(false);
    expect((await remove('ANCHORLINE_CU', 'fe-heloc-redesign-2025')).statusCode).toBe(200);
  });

  it.each([
    [
      'an unknown organisation',
      () => put('NOPE', 'fe-webchat', { enabled: true }),
      'Unknown organization',
    ],
    [
      'an unknown flag',
      () => put('OPENHELOC', 'fe-nope', { enabled: true }),
      'Unknown feature flag',
    ],
    [
      'listing an unknown organisation',
      () => ctx.app.inject({ url: `${ADMIN}/NOPE/features`, headers: OPS_AUTH }),
      'Unknown organization',
    ],
    [
      'removing an override that is not there',
      () => remove('OPENHELOC', 'fe-webchat'),
      'No override to remove',
    ],
  ])('answers 404 for %s', async (_name, send, message) => {
    const res = await send();
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe(message);
  });

  it.each([
    [
      'maintenance routes that are not a list',
      'fe-heloc-maintenance',
      { routes: '/dashboard' },
      'variables.routes',
    ],
    ['an unknown maintenance variable', 'fe-heloc-maintenance', { pagetitle: 'Oops' }, 'variables'],
    ['an empty maintenance message', 'fe-heloc-maintenance', { message: '' }, 'variables.message'],
    ['a nested variable', 'fe-webchat', { nested: { a: 1 } }, 'variables.nested'],
  ])('refuses %s', async (_name, key, variables, field) => {
    const res = await put('OPENHELOC', key, { enabled: true, variables });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('names every invalid variable', async () => {
    const res = await put('OPENHELOC', 'fe-heloc-maintenance', {
      enabled: true,
      variables: { routes: 'x', shouldShowDashboardLink: 'yes' },
    });
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['variables.routes', 'variables.shouldShowDashboardLink']);
  });

  it.each([
    ['no enabled', { variables: {} }, 'enabled'],
    ['enabled as a string', { enabled: 'true' }, 'enabled'],
    ['a misspelt field', { enabled: true, variable: {} }, undefined],
  ])('refuses a body with %s', async (_name, payload, field) => {
    const res = await put('OPENHELOC', 'fe-webchat', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('refuses malformed JSON from an operator', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/OPENHELOC/features/fe-webchat`,
      headers: { ...OPS_AUTH, 'content-type': 'application/json' },
      payload: '{"enabled":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ code: 'invalid_json', message: 'Request body is not valid JSON' }],
    });
  });

  it('ignores an actor name that is not a plain identifier', async () => {
    const res = await put(
      'OPENHELOC',
      'fe-webchat',
      { enabled: true },
      { 'x-ops-actor': 'a b<script>' },
    );
    expect(res.json().updatedBy).toBe('ops-api');
    await remove('OPENHELOC', 'fe-webchat');
  });

  describe('authentication', () => {
    it.each([
      ['no credential', {}],
      ['a wrong token', { authorization: 'Bearer not-the-ops-token' }],
      ['a different scheme', { authorization: 'Basic dGVzdC1vcHMtdG9rZW4tMTIz' }],
      ['the token without a scheme', { authorization: 'test-ops-token-123' }],
    ])('answers 401 to %s, before looking at the request', async (_name, headers) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${ADMIN}/NOPE/features/fe-nope`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ code: 'signed_out', message: 'unauthenticated' }] });
    });

    it('accepts the scheme in any case', async () => {
      const res = await ctx.app.inject({
        url: `${ADMIN}/OPENHELOC/features`,
        headers: { authorization: OPS_AUTH.authorization.replace('Bearer', 'bearer') },
      });
      expect(res.statusCode).toBe(200);
    });

    it('does not exist when no ops token is configured', async () => {
      const closed = await createTestApp({ config: { opsApiToken: null } });
      try {
        const res = await closed.app.inject({
          url: `${ADMIN}/OPENHELOC/features`,
          headers: OPS_AUTH,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Not found' }] });
        const borrower = await closed.app.inject({
          method: 'POST',
          url: '/service-optimize/heloc/api/v1/features',
          payload: { optimizeUser: {} },
        });
        expect(borrower.statusCode).toBe(200);
      } finally {
        await closed.close();
      }
    });
  });
});
