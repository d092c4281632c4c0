import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_EXPERIMENTS_PER_APPLICATION,
  TOO_MANY_EXPERIMENTS_MESSAGE,
  EXPERIMENT_KEY_MESSAGE,
} from '@openheloc/domain';
import {
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../../src/modules/application/test-support/journey-app';

type OpenApi = {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('the HTTP surface', () => {
  const journey = useJourneyApp();
  let borrower: BorrowerFixture;
  beforeAll(async () => {
    borrower = await registerBorrower(journey, { lastName: 'Lee' });
  });

  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('accepts the %s scheme', async (scheme) => {
    const res = await journey.app.inject({
      url: `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`,
      headers: { authorization: `${scheme} ${borrower.token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('declares the bearer scheme on every operation that refuses an anonymous caller', async () => {
    const doc = (await journey.app.inject({ url: '/api/docs' })).json<OpenApi>();
    expect(doc.components.securitySchemes).toHaveProperty('bearer');
    const undeclared: string[] = [];
    let protectedCount = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path
          .replace(/\{uuid\}/g, borrower.applicationUuid)
          .replace(/\{[^}]+\}/g, 'OPENHELOC');
        const res = await journey.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401) continue;
        protectedCount += 1;
        if (!operation.security?.length) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(protectedCount).toBeGreaterThan(10);
    expect(undeclared).toEqual([]);
  });

  it('sends X-Frame-Options that agree with frame-ancestors', async () => {
    const res = await journey.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  describe("an application's experiments", () => {
    const patch = (experiments: { name: string; variation: string }[]) =>
      journey.app.inject({
        method: 'PATCH',
        url: `/service-application/api/v3/application/heloc/${borrower.applicationUuid}/experiments`,
        headers: { authorization: `Bearer ${borrower.token}` },
        payload: { appUuid: borrower.applicationUuid, experiments },
      });
    const batch = (from: number, size: number) =>
      Array.from({ length: size }, (_, i) => ({ name: `exp-${from + i}`, variation: 'b' }));

    it('stay within their bound however many calls add to them', async () => {
      const half = MAX_EXPERIMENTS_PER_APPLICATION / 2;
      expect((await patch(batch(0, half))).statusCode).toBe(200);
      expect((await patch(batch(half, half))).statusCode).toBe(200);
      const over = await patch(batch(MAX_EXPERIMENTS_PER_APPLICATION, 1));
      expect(over.statusCode).toBe(400);
      expect(over.json().errors).toEqual([
        { code: 'invalid_input', field: 'experiments', message: TOO_MANY_EXPERIMENTS_MESSAGE },
      ]);
      // A known experiment may still change its variation.
      const changed = await patch([{ name: 'exp-0', variation: 'c' }]);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().experiments).toHaveLength(MAX_EXPERIMENTS_PER_APPLICATION);
    });

    it('have names of letters, digits and a few separators', async () => {
      const res = await patch([{ name: '<script>alert(1)</script>', variation: 'b' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(EXPERIMENT_KEY_MESSAGE);
    });
  });
});
