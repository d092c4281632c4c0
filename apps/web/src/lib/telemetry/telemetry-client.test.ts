import type { SessionKey } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/testing/memory-storage';
import type { ApiClient, RequestOptions } from '../api-client';
import { FetchError } from '../fetch-error';
import { createTypedStorage, type LocalStorageKey } from '../storage';
import { createTelemetryClient, EVENT_PATH, SESSION_PATH } from './telemetry-client';

const STORED: SessionKey = {
  uuid: '11111111-1111-4111-8111-111111111111',
  epoch: 1_700_000_000_000,
  trackerUuid: '22222222-2222-4222-8222-222222222222',
};
const CREATED: SessionKey = {
  uuid: '33333333-3333-4333-8333-333333333333',
  epoch: 1_800_000_000_000,
  trackerUuid: '44444444-4444-4444-8444-444444444444',
};

type Call = { path: string; options: RequestOptions | undefined };

/** An API that answers session calls from a script of outcomes and accepts every event. */
function fakeApi(sessionOutcomes: Array<() => unknown>) {
  const calls: Call[] = [];
  const api = {
    request: async (path: string, options?: RequestOptions) => {
      calls.push({ path, options });
      if (path === SESSION_PATH) {
        const next = sessionOutcomes.shift();
        if (!next) throw new Error('unexpected session call');
        return next();
      }
      return undefined;
    },
  } as ApiClient;
  return { api, calls };
}

const networkDown = () => {
  throw new FetchError({
    message: 'Request failed.',
    status: 0,
    url: SESSION_PATH,
    kind: 'network',
  });
};

function setup(sessionOutcomes: Array<() => unknown>, stored?: SessionKey) {
  const memory = createMemoryStorage(stored ? { FT_SESSION_KEY: JSON.stringify(stored) } : {});
  const { api, calls } = fakeApi(sessionOutcomes);
  const telemetry = createTelemetryClient({
    api,
    storage: createTypedStorage<LocalStorageKey>(() => memory),
    sleep: async () => undefined,
    environment: () => ({
      hostname: 'heloc.example',
      referrer: 'https://search.example/',
      search: '?utm_source=cloc&x=1&x=2',
      screen: { width: 1280, height: 900 },
      window: { width: 1200, height: 800 },
      appVersion: '0.1.0',
    }),
  });
  return { telemetry, calls, memory };
}

describe('the telemetry session', () => {
  it('reuses the stored session key without calling the server', async () => {
    const { telemetry, calls } = setup([], STORED);
    await expect(telemetry.getSession()).resolves.toEqual(STORED);
    expect(calls).toEqual([]);
  });

  it('creates and stores a session when none is stored', async () => {
    const { telemetry, calls, memory } = setup([() => ({ sessionKey: CREATED })]);
    await expect(telemetry.getSession()).resolves.toEqual(CREATED);
    expect(JSON.parse(memory.values.get('FT_SESSION_KEY') ?? 'null')).toEqual(CREATED);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options).toMatchObject({
      method: 'POST',
      body: {
        platform: 'WEB',
        referrer: 'https://search.example/',
        queryParams: { utm_source: 'cloc', x: ['1', '2'] },
        screen: { width: 1280, height: 900 },
        window: { width: 1200, height: 800 },
        appVersion: '0.1.0',
      },
    });
  });

  it('replaces a stored value that is not a session key', async () => {
    const { telemetry, memory, calls } = setup([() => ({ sessionKey: CREATED })]);
    memory.values.set('FT_SESSION_KEY', '{"uuid":"nope"}');
    await expect(telemetry.getSession()).resolves.toEqual(CREATED);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(memory.values.get('FT_SESSION_KEY') ?? 'null')).toEqual(CREATED);
  });

  it('retries creation three times after a failure before succeeding', async () => {
    const { telemetry, calls } = setup([
      networkDown,
      networkDown,
      networkDown,
      () => ({ sessionKey: CREATED }),
    ]);
    await expect(telemetry.getSession()).resolves.toEqual(CREATED);
    expect(calls).toHaveLength(4);
  });

  it('fails with the spec message and status 500 once the retries are spent', async () => {
    const { telemetry, calls } = setup([networkDown, networkDown, networkDown, networkDown]);
    await expect(telemetry.getSession()).rejects.toMatchObject({
      message: 'An error occurred while establishing a session, retries failed.',
      status: 500,
    });
    expect(calls).toHaveLength(4);
  });

  it("says 'Could not establish session.' when the answer has no tracker id", async () => {
    const { telemetry } = setup([() => ({ sessionKey: { uuid: CREATED.uuid, epoch: 1 } })]);
    await expect(telemetry.getSession()).rejects.toMatchObject({
      message: 'Could not establish session.',
    });
  });

  it('shares one creation between callers that ask at the same time', async () => {
    const { telemetry, calls } = setup([() => ({ sessionKey: CREATED })]);
    const [a, b] = await Promise.all([telemetry.getSession(), telemetry.getSession()]);
    expect(a).toEqual(CREATED);
    expect(b).toEqual(CREATED);
    expect(calls.filter((call) => call.path === SESSION_PATH)).toHaveLength(1);
  });
});

describe('page views', () => {
  it('posts a PAGE_VIEW event for the HELOC product with the session key', async () => {
    const { telemetry, calls } = setup([], STORED);
    await telemetry.trackPageView({
      pagePath: '/account/heloc/5b1c2d3e-1111-4222-8333-444455556666/start/profile',
      search: '?step=2',
      applicationUuid: '5b1c2d3e-1111-4222-8333-444455556666',
    });
    expect(calls).toEqual([
      {
        path: EVENT_PATH,
        options: {
          method: 'POST',
          body: {
            domain: 'heloc.example',
            queryParams: { step: '2' },
            pagePath: '/account/heloc/5b1c2d3e-1111-4222-8333-444455556666/start/profile',
            event: 'PAGE_VIEW',
            eventType: 'PAGE_VIEW',
            productType: 'HELOC',
            sessionKey: STORED,
            applicationUuid: '5b1c2d3e-1111-4222-8333-444455556666',
          },
        },
      },
    ]);
  });

  it('starts a new session once when the server no longer knows the stored one', async () => {
    const memory = createMemoryStorage({ FT_SESSION_KEY: JSON.stringify(STORED) });
    const events: SessionKey[] = [];
    const api = {
      request: async (path: string, options?: RequestOptions) => {
        if (path === SESSION_PATH) return { sessionKey: CREATED };
        const sessionKey = (options?.body as { sessionKey: SessionKey }).sessionKey;
        events.push(sessionKey);
        if (sessionKey.uuid === STORED.uuid) {
          throw new FetchError({
            message: 'Unknown session',
            status: 400,
            url: path,
            kind: 'http',
          });
        }
        return undefined;
      },
    } as ApiClient;
    const storage = createTypedStorage<LocalStorageKey>(() => memory);
    const telemetry = createTelemetryClient({
      api,
      storage,
      sleep: async () => undefined,
      environment: () => ({
        hostname: 'heloc.example',
        referrer: '',
        search: '',
        screen: { width: 1, height: 1 },
        window: { width: 1, height: 1 },
        appVersion: '1',
      }),
    });
    await telemetry.track({
      pagePath: '/account/heloc/',
      search: '',
      event: 'PAGE_VIEW',
      eventType: 'PAGE_VIEW',
    });
    expect(events).toEqual([STORED, CREATED]);
    expect(memory.getItem('FT_SESSION_KEY')).toBe(JSON.stringify(CREATED));
  });

  it('never fails the page, even when no session can be had', async () => {
    const { telemetry } = setup([networkDown, networkDown, networkDown, networkDown]);
    await expect(
      telemetry.trackPageView({ pagePath: '/account/heloc/', search: '' }),
    ).resolves.toBeUndefined();
  });
});
