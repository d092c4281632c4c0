import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  DEFAULT_MAINTENANCE_TITLE,
  FEATURE_FLAG_KEYS,
} from '@openheloc/domain';
import { createTestApp, OPS_AUTH, type TestContext } from '../../../test/test-app';

const TRACKER = '6f1c2a52-8d2b-4f3e-9a57-3e1f4b7c9d10';

describe('feature flag routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (path: string, payload: object | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/service-optimize/heloc/api/${path}`,
      payload,
      headers,
    });

  it('answers one flag with its default variables, never cached', async () => {
    const res = await post('v1/feature', {
      featureKey: 'fe-heloc-maintenance',
      optimizeUser: { organization: 'OPENHELOC' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      key: 'fe-heloc-maintenance',
      enabled: false,
      variables: {
        routes: [],
        message: DEFAULT_MAINTENANCE_MESSAGE,
        pageTitle: DEFAULT_MAINTENANCE_TITLE,
        shouldShowDashboardLink: true,
      },
    });
  });

  it('answers every known flag', async () => {
    const res = await post('v1/features', { optimizeUser: {} });
    expect(res.statusCode).toBe(200);
    const { features } = res.json<{ features: { key: string; enabled: boolean }[] }>();
    expect(features.map((flag) => flag.key)).toEqual([...FEATURE_FLAG_KEYS]);
    expect(features.find((flag) => flag.key === 'fe-webchat')?.enabled).toBe(true);
  });

  it('answers decisions for the tracker, all of them or the keys asked for', async () => {
    const all = await post('v2/decision', { optimizeUser: {}, trackerId: TRACKER });
    expect(all.statusCode).toBe(200);
    expect(all.json().trackerId).toBe(TRACKER);
    expect(all.json().decisions).toHaveLength(FEATURE_FLAG_KEYS.length);

    const some = await post('v2/decision', {
      optimizeUser: { organization: 'OPENHELOC', identityUuid: TRACKER },
      trackerId: TRACKER,
      featureKeys: ['fe-webchat-stream', 'fe-retired-flag', 'fe-webchat'],
    });
    expect(some.statusCode).toBe(200);
    expect(some.json<{ decisions: { key: string }[] }>().decisions.map((d) => d.key)).toEqual([
      'fe-webchat',
      'fe-webchat-stream',
    ]);
  });

  it('assigns each tracker one registration variation, split by the lender’s treatment share', async () => {
    const trackers = Array.from(
      { length: 40 },
      (_, index) => `6f1c2a52-8d2b-4f3e-9a57-${index.toString(16).padStart(12, '0')}`,
    );
    const variationOf = async (trackerId: string, orgCode = 'OPENHELOC') => {
      const res = await post(
        'v2/decision',
        { optimizeUser: {}, trackerId, featureKeys: ['fe-heloc-redesign-2025'] },
        { 'x-org': orgCode },
      );
      expect(res.statusCode).toBe(200);
      return res.json<{ decisions: { variationKey: string | null }[] }>().decisions[0]
        ?.variationKey;
    };
    // By default every tracker gets the redesign; other flags have no variation.
    expect(await variationOf(TRACKER)).toBe('register-v2');
    const maintenance = await post('v2/decision', {
      optimizeUser: {},
      trackerId: TRACKER,
      featureKeys: ['fe-heloc-maintenance'],
    });
    expect(maintenance.json().decisions[0].variationKey).toBeNull();

    const override = (body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/service-optimize/admin/api/v1/organizations/GRANITE_CU/features/fe-heloc-redesign-2025',
        headers: OPS_AUTH,
        payload: body,
      });
    expect(
      (await override({ enabled: true, variables: { treatmentPercent: 50 } })).statusCode,
    ).toBe(200);
    const first = await Promise.all(trackers.map((id) => variationOf(id, 'GRANITE_CU')));
    const again = await Promise.all(trackers.map((id) => variationOf(id, 'GRANITE_CU')));
    expect(again).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['register-v2', 'register']));

    expect(
      (await override({ enabled: true, variables: { treatmentPercent: 101 } })).statusCode,
    ).toBe(400);
    expect((await override({ enabled: false })).statusCode).toBe(200);
    expect(await variationOf(TRACKER, 'GRANITE_CU')).toBeNull();
  });

  it('accepts the organisation code in any case, as the registry does', async () => {
    const res = await post(
      'v1/features',
      { optimizeUser: { organization: 'granite_cu' } },
      { 'x-org': 'GRANITE_CU' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown flag', async () => {
    const res = await post('v1/feature', { featureKey: 'fe-nope', optimizeUser: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ code: 'not_found', field: 'featureKey', message: 'Unknown feature flag' }],
    });
  });

  it.each([
    [
      'another organisation in optimizeUser',
      { url: 'v1/features', payload: { optimizeUser: { organization: 'GRANITE_CU' } } },
      400,
      'optimizeUser.organization',
    ],
    [
      'an unknown organisation in optimizeUser',
      {
        url: 'v1/feature',
        payload: { featureKey: 'fe-webchat', optimizeUser: { organization: 'NOPE' } },
      },
      400,
      'optimizeUser.organization',
    ],
    [
      'a feature key of the wrong type',
      { url: 'v1/feature', payload: { featureKey: 5, optimizeUser: {} } },
      400,
      'featureKey',
    ],
    ['a missing optimizeUser', { url: 'v1/features', payload: {} }, 400, 'optimizeUser'],
    [
      'a tracker id that is not a uuid',
      { url: 'v2/decision', payload: { optimizeUser: {}, trackerId: 'abc' } },
      400,
      'trackerId',
    ],
    [
      'an identity uuid that is not a uuid',
      { url: 'v1/features', payload: { optimizeUser: { identityUuid: 'x' } } },
      400,
      'optimizeUser.identityUuid',
    ],
  ])('answers %s with 400', async (_name, request, status, field) => {
    const res = await post(request.url, request.payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors[0].field).toBe(field);
  });

  it.each(['HELOC', 'he_loc', 'x'.repeat(41)])('refuses the context %s', async (context) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/service-optimize/${context}/api/v1/features`,
      payload: { optimizeUser: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('context');
  });

  it('refuses malformed JSON', async () => {
    const res = await post('v1/features', '{"optimizeUser":', {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ code: 'invalid_json', message: 'Request body is not valid JSON' }],
    });
  });

  it('refuses a body far larger than any flag request', async () => {
    const res = await post('v1/features', { optimizeUser: {}, padding: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [{ code: 'payload_too_large', message: 'Request body is too large' }],
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject('/api/docs')).json<{
      paths: Record<string, Record<string, { tags: string[]; summary: string }>>;
    }>();
    const path = doc.paths['/service-optimize/{context}/api/v1/feature'];
    expect(path?.post?.tags).toEqual(['feature flags']);
    expect(path?.post?.summary).toBeTruthy();
    expect(
      doc.paths['/service-optimize/admin/api/v1/organizations/{orgCode}/features/{key}'],
    ).toHaveProperty('put');
  });
});
