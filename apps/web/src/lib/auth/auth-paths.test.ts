import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectUrlFrom } from './login-path';
import { isPublicPath } from './public-paths';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/register',
    '/register/account-setup',
    '/register/support',
    '/register-v2',
    '/register-v2/home-address',
    '/terms',
    '/communications',
    '/privacy',
    '/licenses',
    '/coming-soon',
    '/auth/login',
    '/heloc-signer/login',
    '/terms/',
  ])('%s needs no sign-in', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/dashboard',
    '/5b1c2d3e-1111-4222-8333-444455556666/start/profile',
    '/plaid-oauth-success',
    '/heloc-signer/sign',
    '/registered',
    '/auth/logout',
    '/unknown',
  ])('%s needs sign-in', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('login paths', () => {
  it('carries the way back in redirectUrl', () => {
    expect(loginPathFor('/dashboard?tab=1')).toBe('/auth/login?redirectUrl=%2Fdashboard%3Ftab%3D1');
    expect(loginPathFor('/heloc-signer/documents')).toBe(
      '/heloc-signer/login?redirectUrl=%2Fheloc-signer%2Fdocuments',
    );
  });

  it('honours only a redirectUrl that is a path inside the app', () => {
    expect(redirectUrlFrom('?redirectUrl=%2Fdashboard')).toBe('/dashboard');
    expect(redirectUrlFrom('?redirectUrl=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(redirectUrlFrom('?redirectUrl=%2F%2Fevil.example')).toBeUndefined();
    expect(redirectUrlFrom('?redirectUrl=%2FDashboard')).toBeUndefined();
    expect(redirectUrlFrom(new URLSearchParams())).toBeUndefined();
  });
});
