import {
  COULD_NOT_ESTABLISH_SESSION_MESSAGE,
  PRODUCT_TYPE,
  SESSION_CREATION_RETRIES,
  SESSION_RETRIES_FAILED_MESSAGE,
  zCreateSessionResponse,
  zSessionKey,
  type CreateSessionRequest,
  type SessionKey,
  type TelemetryEvent,
} from '@openheloc/domain';
import type { ApiClient } from '../api-client';
import { FetchError, isFetchError } from '../fetch-error';
import { withRetry } from '../retry';
import { LOCAL_STORAGE_KEYS, type LocalStorageKey, type TypedStorage } from '../storage';
import { queryParamsRecord } from './query-params';

export const TELEMETRY_CONTEXT = 'heloc';
export const SESSION_PATH = `/ft/${TELEMETRY_CONTEXT}/session`;
export const EVENT_PATH = `/ft/${TELEMETRY_CONTEXT}/event`;
/** Version of this client's wire format, reported with each session. */
export const TELEMETRY_LIB_VERSION = '1.0.0';

/** What the browser tells about itself when a session starts. */
export interface BrowserEnvironment {
  hostname: string;
  referrer: string;
  search: string;
  screen: { width: number; height: number };
  window: { width: number; height: number };
  appVersion: string;
}

export interface TelemetryDeps {
  api: ApiClient;
  storage: TypedStorage<LocalStorageKey>;
  environment: () => BrowserEnvironment;
  sleep?: (ms: number) => Promise<void>;
}

export interface PageView {
  /** The document path, base included, as the analytics side knows the page. */
  pagePath: string;
  search: string;
  applicationUuid?: string;
}

export type TrackedEvent = Pick<TelemetryEvent, 'event' | 'eventType'> &
  Partial<Pick<TelemetryEvent, 'eventProperties' | 'applicationUuid' | 'identityId'>> &
  Pick<PageView, 'pagePath' | 'search'>;

export function createTelemetryClient(deps: TelemetryDeps) {
  let pendingSession: Promise<SessionKey> | undefined;

  async function createSession(): Promise<SessionKey> {
    const env = deps.environment();
    const body: CreateSessionRequest = {
      platform: 'WEB',
      libVersion: TELEMETRY_LIB_VERSION,
      referrer: env.referrer.slice(0, 2000),
      queryParams: queryParamsRecord(env.search),
      screen: env.screen,
      window: env.window,
      appVersion: env.appVersion,
    };
    const answer = await withRetry(
      () => deps.api.request(SESSION_PATH, { method: 'POST', body }),
      // The first try, then the spec's three retries.
      { attempts: 1 + SESSION_CREATION_RETRIES, sleep: deps.sleep },
    ).catch((error: unknown) => {
      throw new FetchError({
        message: SESSION_RETRIES_FAILED_MESSAGE,
        status: 500,
        data: isFetchError(error) ? error.data : undefined,
        url: SESSION_PATH,
        kind: isFetchError(error) ? error.kind : 'network',
        cause: error,
      });
    });
    const parsed = zCreateSessionResponse.safeParse(answer);
    if (!parsed.success) {
      // The server answered but gave no tracker id: without it no event can be attributed.
      throw new FetchError({
        message: COULD_NOT_ESTABLISH_SESSION_MESSAGE,
        status: 500,
        data: answer,
        url: SESSION_PATH,
        kind: 'invalid-response',
      });
    }
    deps.storage.setJson(LOCAL_STORAGE_KEYS.telemetrySession, parsed.data.sessionKey);
    return parsed.data.sessionKey;
  }

  /** The stored session when there is one, otherwise a new one; concurrent callers share it. */
  function getSession(): Promise<SessionKey> {
    const stored = deps.storage.getJson(LOCAL_STORAGE_KEYS.telemetrySession, zSessionKey);
    if (stored) return Promise.resolve(stored);
    pendingSession ??= createSession().finally(() => {
      pendingSession = undefined;
    });
    return pendingSession;
  }

  async function track(event: TrackedEvent): Promise<void> {
    try {
      await send(event, await getSession());
    } catch (error) {
      // A stored session the server no longer knows (another environment, a reset database)
      // is refused with 400: start a new one once instead of failing every event after it.
      if (!isFetchError(error) || error.status !== 400) throw error;
      deps.storage.remove(LOCAL_STORAGE_KEYS.telemetrySession);
      await send(event, await getSession());
    }
  }

  async function send(event: TrackedEvent, sessionKey: SessionKey): Promise<void> {
    const body: TelemetryEvent = {
      domain: deps.environment().hostname,
      queryParams: queryParamsRecord(event.search),
      pagePath: event.pagePath,
      event: event.event,
      eventType: event.eventType,
      productType: PRODUCT_TYPE,
      sessionKey,
      ...(event.applicationUuid ? { applicationUuid: event.applicationUuid } : {}),
      ...(event.identityId ? { identityId: event.identityId } : {}),
      ...(event.eventProperties ? { eventProperties: event.eventProperties } : {}),
    };
    await deps.api.request(EVENT_PATH, { method: 'POST', body });
  }

  /** Records a page view; analytics must never break the page, so failures are dropped. */
  async function trackPageView(view: PageView): Promise<void> {
    try {
      await track({ ...view, event: 'PAGE_VIEW', eventType: 'PAGE_VIEW' });
    } catch {
      // Deliberately ignored: see above.
    }
  }

  return { getSession, track, trackPageView };
}
