import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';

const LOAN_OFFICER = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601';

describe('GET /service-lead-portal/api/lo/{uuid}', () => {
  let ctx: TestContext;
  const get = (uuid: string) =>
    ctx.app.inject({ method: 'GET', url: `/service-lead-portal/api/lo/${uuid}` });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a sandbox loan officer, cacheable for ten minutes', async () => {
    const res = await get(LOAN_OFFICER.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json()).toEqual({
      userInfo: { uuid: LOAN_OFFICER, type: 'LOAN_OFFICER' },
      originatorDisplayInfo: {
        originatorName: 'Dana Ortiz',
        brokerName: '',
        avatarUri: '',
        email: 'dana.ortiz@openheloc.example',
        phoneNumber: '(888) 555-0150',
        nmls: '1850231',
      },
    });
  });

  it.each([
    ['not-a-uuid', 400, 'Invalid loan originator id'],
    ['a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f6ff', 404, 'Loan originator not found'],
  ])('answers %s with %i and a message, never a 500', async (uuid, status, message) => {
    const res = await get(uuid);
    expect(res.statusCode).toBe(status);
    expect(res.json().errors).toEqual([expect.objectContaining({ message })]);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
