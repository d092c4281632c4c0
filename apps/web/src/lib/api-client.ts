import {
  FETCH_ERROR_DEFAULT_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  REQUEST_TIMEOUT_MS,
  errorCodesIn,
  joinServerErrors,
  responseNotDefinedMessage,
  responseNotJsonMessage,
  zApiErrorEnvelope,
} from '@openheloc/domain';
import { safeParse } from 'zod';
import type * as z from 'zod/v4/core';
import { isPublicPath } from './auth/public-paths';
import { signInPathRemembering } from './auth/sign-in-return';
import { tokenStore, type TokenStore } from './auth/token';
import { toAppPath, toDocumentPath } from './base-path';
import { FetchError, REQUEST_TIMED_OUT_MESSAGE } from './fetch-error';
import { getCurrentOrgCode } from './organization/current-org-code';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the request, as TanStack Query does when a query is no longer wanted. */
  signal?: AbortSignal;
  /** A 401 is only this call's answer: the session is not ended (the spec's replay link). */
  ignoreUnauthorized?: boolean;
}

export interface ApiClientDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response | undefined>;
  tokens: TokenStore;
  origin: () => string;
  orgCode: () => string | undefined;
  /** The current document path and query, to come back to after signing in again. */
  currentLocation: () => { pathname: string; search: string };
  /** Leaves the app with a full page load (the session is gone, so is every cached answer). */
  redirect: (documentPath: string) => void;
  /**
   * Where a caller whose session is over signs in again, or null to stay (a public page). The
   * borrower's login by default; the operations client sends to the operations sign-in.
   */
  signInPathFor?: (appPathWithSearch: string) => string | null;
  timeoutMs?: number;
}

export interface ApiClient {
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /** Validates the answer with `schema`; a mismatch fails the call as an invalid response. */
  request<S extends z.$ZodType>(
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<z.output<S>>;
}

/** Builds '?a=1&b=x&b=y' from an object; arrays repeat their key, empty values are left out. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function serverMessages(data: unknown): string[] | undefined {
  const envelope = zApiErrorEnvelope.safeParse(data);
  return envelope.success ? envelope.data.errors.map((error) => error.message) : undefined;
}

/**
 * The server says the session is over with the code `signed_out`; a refused sign-in or an
 * expired chat token is a 401 too, but the session stands. A bare 401 without the API's envelope
 * (a proxy's) still ends it.
 */
function isSessionOver(status: number, data: unknown): boolean {
  const codes = errorCodesIn(data);
  return codes.length === 0 ? status === 401 : codes.includes('signed_out');
}

function credentialIn(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('jwt' in data)) return undefined;
  return typeof data.jwt === 'string' && data.jwt !== '' ? data.jwt : undefined;
}

/**
 * On a public page (the login form itself, say) a 401 is an answer to show, not a redirect.
 * Elsewhere the session expired: the login page says so and resumes the borrower where they were.
 */
function borrowerSignInPathFor(appPathWithSearch: string): string | null {
  const appPath = appPathWithSearch.split('?')[0] ?? appPathWithSearch;
  return isPublicPath(appPath) ? null : signInPathRemembering(appPathWithSearch, { expired: true });
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const signInPathFor = deps.signInPathFor ?? borrowerSignInPathFor;

  function endSession(): void {
    deps.tokens.clear();
    const { pathname, search } = deps.currentLocation();
    const signInPath = signInPathFor(`${toAppPath(pathname)}${search}`);
    if (signInPath !== null) deps.redirect(toDocumentPath(signInPath));
  }

  async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal });
      if (!response) {
        throw new FetchError({
          message: responseNotDefinedMessage(url),
          status: 0,
          url,
          kind: 'invalid-response',
        });
      }
      return response;
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (timedOut) {
        throw new FetchError({
          message: REQUEST_TIMED_OUT_MESSAGE,
          status: 0,
          url,
          kind: 'timeout',
          cause: error,
        });
      }
      // A cancellation by the caller is not a failure to report; let it through untouched.
      if (signal?.aborted) throw error;
      throw new FetchError({
        message: REQUEST_FAILED_MESSAGE,
        status: 0,
        url,
        kind: 'network',
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(
    path: string,
    options: RequestOptions & { schema?: z.$ZodType } = {},
  ): Promise<unknown> {
    const url = `${path}${buildQueryString(options.query)}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-With-Origin': deps.origin(),
      ...options.headers,
    };
    const orgCode = deps.orgCode();
    if (orgCode) headers['x-org'] = orgCode;
    const authorization = deps.tokens.authorization();
    if (authorization) headers.Authorization = authorization;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    const response = await send(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      options.signal,
    );

    const text = await response.text();
    let data: unknown;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch (error) {
        if (response.ok) {
          throw new FetchError({
            message: responseNotJsonMessage(url),
            status: response.status,
            data: text,
            url,
            kind: 'invalid-response',
            cause: error,
          });
        }
        data = text;
      }
    }

    if (!response.ok) {
      const messages = serverMessages(data);
      const ignored = options.ignoreUnauthorized === true && response.status === 401;
      if (!ignored && isSessionOver(response.status, data)) endSession();
      throw new FetchError({
        message: messages ? joinServerErrors(messages) : FETCH_ERROR_DEFAULT_MESSAGE,
        status: response.status,
        data,
        url,
        kind: 'http',
      });
    }

    const credential = credentialIn(data);
    if (credential) deps.tokens.save(credential);

    if (!options.schema) return data;
    const parsed = safeParse(options.schema, data);
    if (!parsed.success) {
      throw new FetchError({
        message: `Response was not valid for ${url}`,
        status: response.status,
        data,
        url,
        kind: 'invalid-response',
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return { request: request as ApiClient['request'] };
}

/** The app's client: same-origin paths, the page's organisation and the stored credential. */
export const api = createApiClient({
  fetch: (url, init) => window.fetch(url, init),
  tokens: tokenStore,
  origin: () => window.location.origin,
  orgCode: getCurrentOrgCode,
  currentLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
  redirect: (documentPath) => window.location.assign(documentPath),
});
