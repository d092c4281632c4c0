import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { createTokenStore } from '@/lib/auth/token';
import { createTypedStorage, type LocalStorageKey } from '@/lib/storage';
import { createMemoryStorage } from '@/testing/memory-storage';
import { devSignInWithJwt, devSignInWithPassword } from './dev-sign-in';

const IDENTITY = { aliases: [{ type: 'EMAIL', value: 'ada@example.com' }] };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A client whose server answers from `answers` by path, and accepts only `acceptedJwt`. */
function setup(answers: { login?: Response; acceptedJwt: string }, jwt?: string) {
  const memory = createMemoryStorage(jwt ? { jwt } : {});
  const tokens = createTokenStore(createTypedStorage<LocalStorageKey>(() => memory));
  const redirect = vi.fn<(path: string) => void>();
  const client = createApiClient({
    fetch: (url, init) => {
      if (url.endsWith('/identity/api/v1/login')) {
        return Promise.resolve(answers.login ?? json({ errors: [{ message: 'No' }] }, 401));
      }
      const authorization = (init.headers as Record<string, string>).Authorization;
      return Promise.resolve(
        authorization === `Bearer ${answers.acceptedJwt}`
          ? json(IDENTITY)
          : json({ errors: [{ message: 'Unauthorized' }] }, 401),
      );
    },
    tokens,
    origin: () => 'https://heloc.example',
    orgCode: () => undefined,
    currentLocation: () => ({ pathname: '/account/heloc/auth/login', search: '' }),
    redirect,
  });
  return { client, tokens, redirect };
}

describe('the developer toolbar sign-in', () => {
  it('signs in by e-mail and password and names who is signed in', async () => {
    const { client, tokens } = setup({
      login: json({ jwt: 'good', passwordExpired: false }),
      acceptedJwt: 'good',
    });
    const result = await devSignInWithPassword({ email: 'ada@example.com', password: 'x' }, client);
    expect(result).toEqual({ ok: true, email: 'ada@example.com' });
    expect(tokens.authorization()).toBe('Bearer good');
  });

  it('opens no session for an account with two-factor sign-in (the sign-in page asks the code)', async () => {
    const { client, tokens } = setup({
      login: json({ challenge: 'c'.repeat(40), secondFactor: 'CODE' }),
      acceptedJwt: 'good',
    });
    const result = await devSignInWithPassword({ email: 'ada@example.com', password: 'x' }, client);
    expect(result).toEqual({ ok: false, message: 'Something unexpected happened logging you in' });
    expect(tokens.authorization()).toBeNull();
  });

  it("answers a refused password in the spec's words", async () => {
    const { client, tokens } = setup({ acceptedJwt: 'good' });
    const result = await devSignInWithPassword({ email: 'ada@example.com', password: 'x' }, client);
    expect(result).toEqual({ ok: false, message: 'Something unexpected happened logging you in' });
    expect(tokens.authorization()).toBeNull();
  });

  it.each([
    ['a bare token', 'good'],
    ['a Bearer header value', 'Bearer good'],
  ])('signs in with %s', async (_, jwt) => {
    const { client, tokens } = setup({ acceptedJwt: 'good' });
    expect(await devSignInWithJwt(jwt, client, tokens)).toEqual({
      ok: true,
      email: 'ada@example.com',
    });
    expect(tokens.authorization()).toBe('Bearer good');
  });

  it('keeps the earlier credential, and the page, when a JWT is refused', async () => {
    const { client, tokens, redirect } = setup({ acceptedJwt: 'good' }, 'Bearer earlier');
    expect(await devSignInWithJwt('forged', client, tokens)).toEqual({
      ok: false,
      message: 'Something unexpected happened logging you in',
    });
    expect(tokens.authorization()).toBe('Bearer earlier');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('stays signed out when a refused JWT had nothing before it', async () => {
    const { client, tokens } = setup({ acceptedJwt: 'good' });
    await devSignInWithJwt('forged', client, tokens);
    expect(tokens.authorization()).toBeNull();
  });
});
