import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMemoryStorage } from '../testing/memory-storage';
import { buildQueryString, createApiClient, type ApiClientDeps } from './api-client';
import { createTokenStore } from './auth/token';
import { FetchError } from './fetch-error';
import { createTypedStorage, type LocalStorageKey } from './storage';

type FetchCall = { url: string; init: RequestInit };

function setup(
  options: {
    respond?: (call: FetchCall) => Promise<Response | undefined>;
    jwt?: string;
    orgCode?: string;
    pathname?: string;
    search?: string;
    timeoutMs?: number;
  } = {},
) {
  const memory = createMemoryStorage(options.jwt ? { jwt: options.jwt } : {});
  const tokens = createTokenStore(createTypedStorage<LocalStorageKey>(() => memory));
  const calls: FetchCall[] = [];
  const redirect = vi.fn<(path: string) => void>();
  const deps: ApiClientDeps = {
    fetch: (url, init) => {
      calls.push({ url, init });
      return options.respond ? options.respond({ url, init }) : Promise.resolve(json({}));
    },
    tokens,
    origin: () => 'https://heloc.example',
    orgCode: () => options.orgCode,
    currentLocation: () => ({
      pathname: options.pathname ?? '/account/heloc/dashboard',
      search: options.search ?? '',
    }),
    redirect,
    timeoutMs: options.timeoutMs,
  };
  return { client: createApiClient(deps), calls, memory, redirect };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function headersOf(call: FetchCall | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FetchError))
    throw new Error(`Expected a FetchError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request headers and body', () => {
  it('sends JSON with credentials, the origin, the organisation and the stored bearer token', async () => {
    const { client, calls } = setup({ jwt: 'Bearer abc.def', orgCode: 'OPENHELOC' });
    await client.request('/service-profile/api/v1/profile', {
      method: 'POST',
      body: { a: 1 },
    });
    const call = calls[0];
    expect(call?.url).toBe('/service-profile/api/v1/profile');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"a":1}');
    expect(headersOf(call)).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-With-Origin': 'https://heloc.example',
      'x-org': 'OPENHELOC',
      Authorization: 'Bearer abc.def',
    });
  });

  it('leaves out Authorization, x-org and Content-Type when there is nothing to send', async () => {
    const { client, calls } = setup();
    await client.request('/api/health');
    const headers = headersOf(calls[0]);
    expect(calls[0]?.init.method).toBe('GET');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('x-org');
    expect(headers).not.toHaveProperty('Content-Type');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('builds the query string from an object, repeating arrays and skipping empty values', async () => {
    const { client, calls } = setup();
    await client.request('/service-application/external/api/v1/heloc/state-licenses', {
      query: { orgCode: 'OPENHELOC', state: ['CA', 'NY'], page: 2, missing: undefined, none: null },
    });
    expect(calls[0]?.url).toBe(
      '/service-application/external/api/v1/heloc/state-licenses?orgCode=OPENHELOC&state=CA&state=NY&page=2',
    );
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });
});

describe('answers', () => {
  it('returns the parsed JSON, validated when a schema is given', async () => {
    const { client } = setup({ respond: async () => json({ key: 'k', enabled: true }) });
    const answer = await client.request('/x', {
      schema: z.object({ key: z.string(), enabled: z.boolean() }),
    });
    expect(answer).toEqual({ key: 'k', enabled: true });
  });

  it('returns undefined for an empty answer such as 202 or 204', async () => {
    const { client } = setup({ respond: async () => new Response(null, { status: 204 }) });
    await expect(client.request('/ft/heloc/event', { method: 'POST', body: {} })).resolves.toBe(
      undefined,
    );
  });

  it('stores a credential the answer returns, with the Bearer prefix, and sends it next time', async () => {
    const { client, calls, memory } = setup({
      respond: async () => json({ jwt: 'new.token.value' }),
    });
    await client.request('/identity/api/v1/login', { method: 'POST', body: {} });
    expect(memory.values.get('jwt')).toBe('Bearer new.token.value');
    await client.request('/service-profile/api/v1/profile');
    expect(headersOf(calls[1]).Authorization).toBe('Bearer new.token.value');
  });

  it('does not double the prefix of a credential that already has it', async () => {
    const { client, memory } = setup({ respond: async () => json({ jwt: 'Bearer t' }) });
    await client.request('/identity/api/v1/login', { method: 'POST', body: {} });
    expect(memory.values.get('jwt')).toBe('Bearer t');
  });

  it('fails an answer that does not match the schema as an invalid response', async () => {
    const { client } = setup({ respond: async () => json({ key: 1 }) });
    const error = await failure(client.request('/x', { schema: z.object({ key: z.string() }) }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe('Response was not valid for /x');
  });
});

describe('failures', () => {
  it("joins the server's error list into one sentence", async () => {
    const { client } = setup({
      respond: async () =>
        json(
          {
            errors: [
              { code: 'conflict', field: 'email', message: 'Email taken' },
              { code: 'invalid_input', message: 'Try again.' },
              { code: 'conflict', message: 'Email taken' },
            ],
          },
          409,
        ),
    });
    const error = await failure(client.request('/x'));
    expect(error.message).toBe('Email taken, Try again.');
    expect(error.status).toBe(409);
    expect(error.kind).toBe('http');
    expect(error.codes).toEqual(['conflict', 'invalid_input', 'conflict']);
    expect(error.hasCode('conflict')).toBe(true);
    expect(error.hasCode('signed_out')).toBe(false);
    expect(error.data).toEqual({
      errors: [
        { code: 'conflict', field: 'email', message: 'Email taken' },
        { code: 'invalid_input', message: 'Try again.' },
        { code: 'conflict', message: 'Email taken' },
      ],
    });
  });

  it("says 'Something unexpected happened' for an empty error list", async () => {
    const { client } = setup({ respond: async () => json({ errors: [] }, 500) });
    expect((await failure(client.request('/x'))).message).toBe('Something unexpected happened');
  });

  it("falls back to 'Error fetching' with the status and body when the answer is not the envelope", async () => {
    const { client } = setup({ respond: async () => new Response('Bad gateway', { status: 502 }) });
    const error = await failure(client.request('/x'));
    expect(error.message).toBe('Error fetching');
    expect(error.codes).toEqual([]);
    expect(error.status).toBe(502);
    expect(error.data).toBe('Bad gateway');
  });

  it("says 'Request failed.' when the network fails", async () => {
    const { client } = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await failure(client.request('/x'));
    expect(error.message).toBe('Request failed.');
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('names the url when there is no response at all', async () => {
    const { client } = setup({ respond: async () => undefined });
    const error = await failure(client.request('/service-x/thing', { query: { a: 1 } }));
    expect(error.message).toBe('Response was not defined for /service-x/thing?a=1');
  });

  it('names the url when a successful answer is not JSON', async () => {
    const { client } = setup({ respond: async () => new Response('<html>', { status: 200 }) });
    const error = await failure(client.request('/service-x/thing'));
    expect(error.message).toBe('Response was not convertible to json for /service-x/thing');
    expect(error.kind).toBe('invalid-response');
  });

  it('gives up after the timeout (30 s by default) and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined;
    const { client } = setup({
      respond: ({ init }) =>
        new Promise((_resolve, reject) => {
          signal = init.signal;
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    });
    const pending = failure(client.request('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(signal?.aborted).toBe(true);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Request timed out.');
  });

  it("passes a caller's cancellation through untouched", async () => {
    const controller = new AbortController();
    const { client } = setup({
      respond: ({ init }) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    });
    const pending = client.request('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('an ended session', () => {
  it('on 401 removes the token and sends the user to login with the way back', async () => {
    const { client, memory, redirect } = setup({
      jwt: 'Bearer old',
      pathname: '/account/heloc/dashboard',
      search: '?tab=offers',
      respond: async () =>
        json({ errors: [{ code: 'signed_out', message: 'unauthenticated' }] }, 401),
    });
    const error = await failure(client.request('/service-profile/api/v1/profile'));
    expect(error.status).toBe(401);
    expect(memory.values.has('jwt')).toBe(false);
    expect(redirect).toHaveBeenCalledWith(
      '/account/heloc/auth/login?redirectUrl=%2Fdashboard%3Ftab%3Doffers',
    );
  });

  it('sends additional signers to their own login', async () => {
    const { client, redirect } = setup({
      jwt: 'Bearer old',
      pathname: '/account/heloc/heloc-signer/sign',
      respond: async () => new Response(null, { status: 401 }),
    });
    await failure(client.request('/x'));
    expect(redirect).toHaveBeenCalledWith(
      '/account/heloc/heloc-signer/login?redirectUrl=%2Fheloc-signer%2Fsign',
    );
  });

  it('decides on the code signed_out, whatever the message says', async () => {
    const { client, memory, redirect } = setup({
      jwt: 'Bearer old',
      respond: async () =>
        json({ errors: [{ code: 'signed_out', message: 'Your session has ended' }] }, 401),
    });
    await failure(client.request('/x'));
    expect(memory.values.has('jwt')).toBe(false);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a refused sign-in', 'wrong_credentials', 'unauthenticated'],
    ['an expired chat token', 'token_invalid', 'unauthenticated'],
  ])(
    'keeps the session on a 401 for %s, even worded like a signed-out one',
    async (_, code, message) => {
      const { client, memory, redirect } = setup({
        jwt: 'Bearer old',
        respond: async () => json({ errors: [{ code, message }] }, 401),
      });
      const error = await failure(client.request('/x'));
      expect(error.status).toBe(401);
      expect(memory.values.get('jwt')).toBe('Bearer old');
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it('keeps the session on a 401 the caller ignores (the replay link)', async () => {
    const { client, memory, redirect } = setup({
      jwt: 'Bearer old',
      respond: async () => new Response(null, { status: 401 }),
    });
    const error = await failure(client.request('/x', { method: 'PUT', ignoreUnauthorized: true }));
    expect(error.status).toBe(401);
    expect(memory.values.get('jwt')).toBe('Bearer old');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('keeps the session on any other 403', async () => {
    const { client, memory, redirect } = setup({
      jwt: 'Bearer old',
      respond: async () =>
        json({ errors: [{ code: 'forbidden', message: 'Not your application' }] }, 403),
    });
    const error = await failure(client.request('/x'));
    expect(error.message).toBe('Not your application.');
    expect(memory.values.get('jwt')).toBe('Bearer old');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on a public page (the login form) clears the token but stays, so the error can show', async () => {
    const { client, memory, redirect } = setup({
      jwt: 'Bearer old',
      pathname: '/account/heloc/auth/login',
      respond: async () =>
        json({ errors: [{ code: 'signed_out', message: 'unauthenticated' }] }, 401),
    });
    const error = await failure(client.request('/service-profile/api/v1/profile'));
    expect(error.message).toBe('unauthenticated.');
    expect(memory.values.has('jwt')).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });
});
