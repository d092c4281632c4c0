import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionKey } from '@openheloc/domain';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { telemetryEvents, telemetrySessions } from '../../db/schema';

const START = new Date('2025-05-05T10:00:00.000Z');

const sessionBody = (sessionKey?: SessionKey) => ({
  platform: 'WEB',
  libVersion: '1.0.0',
  referrer: 'https://example.com/',
  queryParams: { utm_source: 'mail', tag: ['a', 'b'] },
  screen: { width: 1920, height: 1080 },
  window: { width: 1280, height: 720 },
  appVersion: '2025.5.0',
  ...(sessionKey ? { sessionKey } : {}),
});

const eventBody = (sessionKey: SessionKey, extra: Record<string, unknown> = {}) => ({
  domain: 'openheloc.example',
  queryParams: {},
  pagePath: '/account/heloc/dashboard',
  event: 'page-view',
  sessionKey,
  eventType: 'PAGE',
  productType: 'HELOC',
  ...extra,
});

describe('telemetry routes', () => {
  let ctx: TestContext;
  let clock = START;
  beforeAll(async () => {
    ctx = await createTestApp({ now: () => clock });
  });
  afterAll(() => ctx.close());

  const post = (path: string, payload: object | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/ft/heloc/${path}`, payload, headers });

  const newSession = async (orgCode = 'OPENHELOC'): Promise<SessionKey> => {
    const res = await post('session', sessionBody(), { 'x-org': orgCode });
    expect(res.statusCode).toBe(201);
    return res.json<{ sessionKey: SessionKey }>().sessionKey;
  };

  const eventsOf = (sessionKey: SessionKey) =>
    ctx.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.sessionUuid, sessionKey.uuid));

  describe('session', () => {
    it('opens a session and stores what the browser told', async () => {
      const sessionKey = await newSession('GRANITE_CU');
      expect(sessionKey).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        epoch: START.getTime(),
        trackerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      const [row] = await ctx.database.db
        .select()
        .from(telemetrySessions)
        .where(eq(telemetrySessions.uuid, sessionKey.uuid));
      expect(row).toMatchObject({
        trackerUuid: sessionKey.trackerUuid,
        orgCode: 'GRANITE_CU',
        context: 'heloc',
        platform: 'WEB',
        queryParams: { utm_source: 'mail', tag: ['a', 'b'] },
        window: { width: 1280, height: 720 },
        createdAt: START,
      });
    });

    it('reuses a known session and marks it seen', async () => {
      const sessionKey = await newSession();
      clock = new Date(START.getTime() + 60_000);
      const res = await post('session', sessionBody(sessionKey));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sessionKey });
      const [row] = await ctx.database.db
        .select({ lastSeenAt: telemetrySessions.lastSeenAt })
        .from(telemetrySessions)
        .where(eq(telemetrySessions.uuid, sessionKey.uuid));
      expect(row?.lastSeenAt).toEqual(clock);
      clock = START;
    });

    it.each([
      ['an unknown session', (key: SessionKey) => ({ ...key, uuid: randomUUID() }), 'OPENHELOC'],
      ['another organisation’s session', (key: SessionKey) => key, 'GRANITE_CU'],
      [
        'a session with another tracker',
        (key: SessionKey) => ({ ...key, trackerUuid: randomUUID() }),
        'OPENHELOC',
      ],
    ])('opens a new session, same visitor, for %s', async (_name, change, orgCode) => {
      const known = await newSession('OPENHELOC');
      const asked = change(known);
      const res = await post('session', sessionBody(asked), { 'x-org': orgCode });
      expect(res.statusCode).toBe(201);
      const { sessionKey } = res.json<{ sessionKey: SessionKey }>();
      expect(sessionKey.uuid).not.toBe(known.uuid);
      expect(sessionKey.uuid).not.toBe(asked.uuid);
      expect(sessionKey.trackerUuid).toBe(asked.trackerUuid);
    });
  });

  describe('event', () => {
    it('stores a page view once per session', async () => {
      const sessionKey = await newSession();
      const first = await post('event', eventBody(sessionKey));
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ accepted: true, deduplicated: false });
      const again = await post('event', eventBody(sessionKey));
      expect(again.json()).toEqual({ accepted: true, deduplicated: true });
      const other = await post('event', eventBody(sessionKey, { pagePath: '/account/heloc/x' }));
      expect(other.json()).toEqual({ accepted: true, deduplicated: false });

      const rows = await eventsOf(sessionKey);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        orgCode: 'OPENHELOC',
        context: 'heloc',
        event: 'page-view',
        productType: 'HELOC',
      });
    });

    it('stores every event when asked not to deduplicate', async () => {
      const sessionKey = await newSession();
      const body = eventBody(sessionKey, { event: 'click', dontDedupe: true });
      for (let i = 0; i < 3; i++) {
        expect((await post('event', body)).json()).toEqual({ accepted: true, deduplicated: false });
      }
      expect(await eventsOf(sessionKey)).toHaveLength(3);
    });

    it('deduplicates on the named property when one is given', async () => {
      const sessionKey = await newSession();
      const step = (value: string) =>
        eventBody(sessionKey, {
          event: 'step-view',
          dedupeProperty: 'step',
          eventProperties: { step: value, random: randomUUID() },
        });
      expect((await post('event', step('liens'))).json().deduplicated).toBe(false);
      expect((await post('event', step('liens'))).json().deduplicated).toBe(true);
      expect((await post('event', step('product'))).json().deduplicated).toBe(false);
    });

    it('attributes an anonymous event to nobody, whatever its body claims', async () => {
      const sessionKey = await newSession();
      const identityId = randomUUID();
      const applicationUuid = randomUUID();
      await post(
        'event',
        eventBody(sessionKey, { identityId, applicationUuid, event: 'signed-in' }),
      );
      const [row] = await ctx.database.db
        .select()
        .from(telemetryEvents)
        .where(
          and(
            eq(telemetryEvents.sessionUuid, sessionKey.uuid),
            eq(telemetryEvents.event, 'signed-in'),
          ),
        );
      expect(row).toMatchObject({ identityId: null, applicationUuid: null });
    });

    it('refuses an event of an unknown session or of another organisation’s session', async () => {
      const sessionKey = await newSession('GRANITE_CU');
      for (const [key, orgCode] of [
        [{ ...sessionKey, uuid: randomUUID() }, 'GRANITE_CU'],
        [sessionKey, 'OPENHELOC'],
      ] as const) {
        const res = await post('event', eventBody(key), { 'x-org': orgCode });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          errors: [{ code: 'invalid_input', field: 'sessionKey', message: 'Unknown session' }],
        });
      }
      expect(await eventsOf(sessionKey)).toHaveLength(0);
    });
  });

  describe('bad input', () => {
    const key: SessionKey = { uuid: randomUUID(), epoch: 1, trackerUuid: randomUUID() };
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i]));

    it.each([
      ['a platform other than WEB', 'session', { ...sessionBody(), platform: 'IOS' }, 'platform'],
      [
        'a screen size as text',
        'session',
        { ...sessionBody(), screen: { width: '1', height: 2 } },
        'screen.width',
      ],
      [
        'a session key that is not a uuid',
        'session',
        sessionBody({ ...key, uuid: 'x' }),
        'sessionKey.uuid',
      ],
      ['a negative epoch', 'session', sessionBody({ ...key, epoch: -1 }), 'sessionKey.epoch'],
      ['another product type', 'event', eventBody(key, { productType: 'MORTGAGE' }), 'productType'],
      ['an empty event name', 'event', eventBody(key, { event: '' }), 'event'],
      [
        'too many event properties',
        'event',
        eventBody(key, { eventProperties: tooMany }),
        'eventProperties',
      ],
      [
        'a nested event property',
        'event',
        eventBody(key, { eventProperties: { a: { b: 1 } } }),
        'eventProperties.a',
      ],
      [
        'a long event property',
        'event',
        eventBody(key, { eventProperties: { a: 'x'.repeat(1001) } }),
        'eventProperties.a',
      ],
      [
        'an identity that is not a uuid',
        'event',
        eventBody(key, { identityId: 'me' }),
        'identityId',
      ],
      ['dontDedupe as text', 'event', eventBody(key, { dontDedupe: 'yes' }), 'dontDedupe'],
      [
        'a missing session key',
        'event',
        { ...eventBody(key), sessionKey: undefined },
        'sessionKey',
      ],
    ])('answers 400 to %s', async (_name, path, payload, field) => {
      const res = await post(path, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    });

    it('answers 400 to a dedupe property the event does not carry', async () => {
      const sessionKey = await newSession();
      const res = await post('event', eventBody(sessionKey, { dedupeProperty: 'step' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('dedupeProperty');
    });

    it.each(['session', 'event'])('answers 400 to malformed JSON on %s', async (path) => {
      const res = await post(path, '{"platform":"WEB"', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ code: 'invalid_json', message: 'Request body is not valid JSON' }],
      });
    });

    it.each(['HELOC', 'he loc', 'he_loc'])('answers 400 to the context %j', async (context) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/ft/${encodeURIComponent(context)}/session`,
        payload: sessionBody(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('context');
    });

    it('answers 413 to a body far larger than any telemetry', async () => {
      const res = await post('event', eventBody(key, { pagePath: 'x'.repeat(70_000) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        errors: [{ code: 'payload_too_large', message: 'Request body is too large' }],
      });
    });
  });
});
