import { describe, expect, it } from 'vitest';
import { isUnderMaintenance } from './match-maintenance-route';

const APP = '5b1c2d3e-1111-4222-8333-444455556666';

describe('isUnderMaintenance', () => {
  it('covers every path when the list is empty', () => {
    expect(isUnderMaintenance('/', [])).toBe(true);
    expect(isUnderMaintenance(`/${APP}/signing/intro`, [])).toBe(true);
  });

  it('covers a listed path and everything beneath it, and nothing else', () => {
    const routes = ['/register'];
    expect(isUnderMaintenance('/register', routes)).toBe(true);
    expect(isUnderMaintenance('/register/account-setup', routes)).toBe(true);
    expect(isUnderMaintenance('/register-v2', routes)).toBe(false);
    expect(isUnderMaintenance('/', routes)).toBe(false);
    expect(isUnderMaintenance('/auth/login', routes)).toBe(false);
  });

  it("lets '/' cover the whole app", () => {
    expect(isUnderMaintenance('/terms', ['/'])).toBe(true);
  });

  it("matches any one segment for ':name' and '*'", () => {
    expect(isUnderMaintenance(`/${APP}/signing/sign`, ['/:uuid/signing'])).toBe(true);
    expect(isUnderMaintenance(`/${APP}/notary/intro`, ['/*/notary'])).toBe(true);
    expect(isUnderMaintenance(`/${APP}/income/review`, ['/:uuid/signing'])).toBe(false);
    expect(isUnderMaintenance('/dashboard', ['/:uuid/signing'])).toBe(false);
  });

  it('accepts entries written with the base path, trailing slashes or a query', () => {
    expect(isUnderMaintenance('/register', ['/account/heloc/register/'])).toBe(true);
    expect(isUnderMaintenance('/register/', ['register'])).toBe(true);
    expect(isUnderMaintenance('/terms', ['/terms?x=1'])).toBe(true);
    expect(isUnderMaintenance('/', ['/account/heloc'])).toBe(true);
  });

  it('matches when any entry matches', () => {
    expect(isUnderMaintenance('/auth/login', ['/register', '/auth'])).toBe(true);
  });
});
