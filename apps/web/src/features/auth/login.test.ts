import { describe, expect, it } from 'vitest';
import { FetchError } from '@/lib/fetch-error';
import { rememberedSignInReturn, signInPathRemembering } from '@/lib/auth/sign-in-return';
import { createTypedStorage } from '@/lib/storage';
import { loginDestination } from './login-destination';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { zLoginForm } from './login-schema';

const httpError = (status: number, data: unknown) =>
  new FetchError({ status, data, url: '/identity/api/v1/login', kind: 'http' });

describe('loginDestination', () => {
  it.each([
    ['?redirectUrl=%2Fdashboard%2Fsettings', '/dashboard/settings'],
    ['?redirectUrl=%2F5b1c2d3e-1111-4222-8333-444455556666%2Fliens', '/dashboard'],
    ['?redirectUrl=%2Fa1b2%2Fproduct%2Fselect%3Fx%3D1', '/a1b2/product/select?x=1'],
    ['?redirectUrl=https%3A%2F%2Fevil.example', '/dashboard'],
    ['?redirectUrl=%2F%2Fevil.example', '/dashboard'],
    ['?redirectUrl=%2FDashboard', '/dashboard'],
    ['?redirectUrl=', '/dashboard'],
    ['', '/dashboard'],
  ])('%s leads to %s', (search, expected) => {
    expect(loginDestination(search)).toBe(expected);
  });
});

describe('the way back the tab remembers (issue 30: an application path starts with its id)', () => {
  const APPLICATION_PATH = '/5b1c2d3e-1111-4222-8333-444455556666/bank/confirm';
  const tab = () => {
    const values = new Map<string, string>();
    return createTypedStorage<string>(() => ({
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    }));
  };
  const searchOf = (loginPath: string) => loginPath.slice(loginPath.indexOf('?'));

  it('resumes the application the borrower was sent away from, and says the session expired', () => {
    const store = tab();
    const search = searchOf(signInPathRemembering(APPLICATION_PATH, { expired: true }, store));
    expect(loginDestination(search, store)).toBe(APPLICATION_PATH);
    expect(rememberedSignInReturn(search, store)).toEqual({
      path: APPLICATION_PATH,
      expired: true,
    });
  });

  it('says nothing of an expiry when the page only needed a session', () => {
    const store = tab();
    const search = searchOf(signInPathRemembering('/dashboard', { expired: false }, store));
    expect(rememberedSignInReturn(search, store)?.expired).toBe(false);
    expect(loginDestination(search, store)).toBe('/dashboard');
  });

  it.each([
    ['a link naming another path', `?redirectUrl=${encodeURIComponent('/1b1c2d3e/liens')}`],
    ['a link naming none', ''],
  ])('resumes nothing for %s', (_, search) => {
    const store = tab();
    signInPathRemembering(APPLICATION_PATH, { expired: true }, store);
    expect(loginDestination(search, store)).toBe('/dashboard');
    expect(rememberedSignInReturn(search, store)).toBeNull();
  });

  it('never resumes on another origin, whatever the tab holds', () => {
    const store = tab();
    const search = searchOf(signInPathRemembering('//evil.example', { expired: true }, store));
    expect(loginDestination(search, store)).toBe('/dashboard');
  });
});

describe('zLoginForm', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', 'Please enter your email'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.example', password: '' }, 'password', 'Required'],
  ])('%j: %s says %s', (values, field, message) => {
    const result = zLoginForm.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('accepts any non-empty password: old ones need not meet the new rules', () => {
    expect(zLoginForm.parse({ email: ' a@b.example ', password: 'short' })).toEqual({
      email: 'a@b.example',
      password: 'short',
    });
  });
});

describe('loginFailureFrom', () => {
  it("shows the server's refusal as a message about the form", () => {
    const failure = loginFailureFrom(
      httpError(401, {
        errors: [
          { code: 'wrong_credentials', message: 'The email or password you entered is incorrect.' },
        ],
      }),
    );
    expect(failure).toEqual({
      fieldErrors: [],
      formMessage: 'The email or password you entered is incorrect.',
    });
  });

  it('puts field messages under their fields and the rest in one sentence', () => {
    const failure = loginFailureFrom(
      httpError(400, {
        errors: [
          { code: 'invalid_input', field: 'email', message: 'Please enter a valid email address' },
          { code: 'invalid_input', field: 'other', message: 'Something odd' },
        ],
      }),
    );
    expect(failure).toEqual({
      fieldErrors: [{ name: 'email', message: 'Please enter a valid email address' }],
      formMessage: 'Something odd.',
    });
  });

  it('keeps field messages alone when every message has its field', () => {
    const failure = loginFailureFrom(
      httpError(400, {
        errors: [{ code: 'invalid_input', field: 'password', message: 'Required' }],
      }),
    );
    expect(failure).toEqual({ fieldErrors: [{ name: 'password', message: 'Required' }] });
  });

  it('says what failed when there is no answer to read', () => {
    const failure = loginFailureFrom(
      new FetchError({ status: 0, url: '/x', kind: 'network', message: 'Request failed.' }),
    );
    expect(failure).toEqual({ fieldErrors: [], formMessage: 'Request failed.' });
  });
});
