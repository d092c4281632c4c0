import { withStorableText } from '@openheloc/domain';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createJourneyApp,
  type JourneyApp,
} from '../../src/modules/application/test-support/journey-app';
import { ACCESS_TABLE, ROUTES_WITHOUT_ID, type AccessRule } from './access-table';
import {
  CALLERS,
  createAccessWorld,
  credentialsOf,
  type AccessWorld,
  type Caller,
} from './support/access-world';
import {
  recordRouteSchemas,
  servedRoutes,
  urlOf,
  WRITE_METHODS,
  type ServedRoute,
} from './support/route-catalog';
import { installWriteCounter, type WriteCounter } from './support/write-counter';
import { acceptedSample } from './support/zod-arbitrary';

/** Tables a refused call may still write: the counters of the limits themselves. */
const LIMIT_TABLES = ['login_attempts', 'registration_attempts', 'chat_rate_events'];

/**
 * The access-control matrix: every route of the served OpenAPI document that takes an id is
 * called by each caller with the owner's ids, and answers what ACCESS_TABLE says; a refused call
 * writes nothing and says nothing of the owner. A route the table does not know fails the test.
 */
describe('the access-control matrix', () => {
  let journey: JourneyApp;
  let world: AccessWorld;
  let writes: WriteCounter;
  let routes: ServedRoute[];
  let schemas: Map<string, FastifySchema>;

  beforeAll(async () => {
    let recorded = new Map<string, FastifySchema>();
    journey = await createJourneyApp(null, undefined, (app) => {
      recorded = recordRouteSchemas(app);
    });
    schemas = recorded;
    world = await createAccessWorld(journey);
    routes = await servedRoutes(journey.app);
    writes = await installWriteCounter(journey.database);
  });
  afterAll(async () => {
    await journey?.stop();
    await journey?.database.dispose();
  });

  const paramsOf = (rule: AccessRule): Record<string, string> => ({
    uuid: world.owner.applicationUuid,
    conversationId: world.owner.conversationId,
    attachmentId: world.owner.attachmentId,
    messageId: world.owner.chatMessageId,
    contactId: world.owner.contactId,
    conditionUuid: world.owner.conditionUuid,
    documentUuid: world.owner.documentUuid,
    orgCode: world.owner.orgCode,
    key: 'fe-heloc-maintenance',
    department: 'OPS_CHAT',
    context: 'heloc',
    text: '1420 Lar',
    ...rule.params?.(world),
  });

  /** A body the route's schema accepts, so that the call is judged on who sent it. */
  const bodies = new Map<string, unknown>();
  const unsampled: string[] = [];
  const bodyOf = async (route: ServedRoute, rule: AccessRule): Promise<unknown> => {
    if (!WRITE_METHODS.includes(route.method)) return undefined;
    if (rule.body) return rule.body(world);
    if (bodies.has(route.key)) return bodies.get(route.key);
    if (!schemas.has(route.key)) {
      // One anonymous call teaches the recorder the route's schema.
      await journey.app.inject({
        method: route.method as 'POST',
        url: urlOf(route, paramsOf(rule)),
      });
    }
    const body = schemas.get(route.key)?.body;
    try {
      bodies.set(route.key, body ? acceptedSample(withStorableText(body as z.ZodType)) : undefined);
      return bodies.get(route.key);
    } catch (error) {
      unsampled.push(`${route.key}: ${String(error)}; give its entry a body`);
      bodies.set(route.key, undefined);
      return undefined;
    }
  };

  const call = async (route: ServedRoute, rule: AccessRule, caller: Caller) => {
    const body = await bodyOf(route, rule);
    return journey.app.inject({
      method: route.method as 'GET',
      url: urlOf(route, paramsOf(rule)),
      headers: credentialsOf(world, caller, rule.as),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

  it('knows every served route, and no route that is not served', () => {
    const served = routes.map((route) => route.key);
    const withId = routes.filter((route) => route.params.length > 0).map((route) => route.key);
    const withoutId = routes.filter((route) => route.params.length === 0).map((route) => route.key);
    expect(
      withId.filter((key) => !(key in ACCESS_TABLE)),
      'routes taking an id without an entry in ACCESS_TABLE',
    ).toEqual([]);
    expect(
      withoutId.filter((key) => !(key in ROUTES_WITHOUT_ID)),
      'routes without an id missing from ROUTES_WITHOUT_ID',
    ).toEqual([]);
    expect(
      [...Object.keys(ACCESS_TABLE), ...Object.keys(ROUTES_WITHOUT_ID)].filter(
        (key) => !served.includes(key),
      ),
      'entries for routes the server no longer serves',
    ).toEqual([]);
  });

  it('answers each caller as the table says, and a refused call writes and tells nothing', async () => {
    const observed: Record<string, Record<Caller, number>> = {};
    const leaks: string[] = [];
    const secrets = [world.owner.email, 'Matrixowner', world.owner.conversationToken];
    // Everyone else first: their calls must change nothing the owner's calls then see.
    const order: Caller[] = [...CALLERS.filter((caller) => caller !== 'owner'), 'owner'];
    for (const caller of order) {
      for (const [key, rule] of Object.entries(ACCESS_TABLE)) {
        const route = routes.find((served) => served.key === key);
        if (!route) continue;
        const before = await writes.read();
        const res = await call(route, rule, caller);
        (observed[route.key] ??= {} as Record<Caller, number>)[caller] = res.statusCode;
        if (caller === 'owner') continue;
        if (res.statusCode >= 400) {
          const written = await writes.writtenSince(before, LIMIT_TABLES);
          if (written.length) leaks.push(`${caller} ${route.key} wrote ${written.join(', ')}`);
        }
        const opsAtWork = caller === 'ops' && (rule.as === 'ops' || rule.as === 'ops-token');
        if (!opsAtWork && secrets.some((secret) => res.body.includes(secret))) {
          leaks.push(`${caller} ${route.key} saw the owner's data: ${res.body.slice(0, 200)}`);
        }
      }
    }
    const expected = Object.fromEntries(
      Object.entries(ACCESS_TABLE).map(([key, rule]) => [key, rule.expect]),
    );
    expect(unsampled).toEqual([]);
    expect(observed).toEqual(expected);
    expect(leaks).toEqual([]);
    // The counter that found no writes above does see the owner's (a check that can fail).
    expect((await writes.read()).get('applications')).toBeGreaterThan(0);
  });
});
