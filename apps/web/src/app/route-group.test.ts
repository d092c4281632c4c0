import { describe, expect, it } from 'vitest';
import { routeGroupFor } from './route-group';

describe('routeGroupFor', () => {
  it.each([
    ['/account/heloc/heloc-signer', 'other'],
    ['/account/heloc/heloc-signer/login', 'other'],
    ['/account/heloc/ops', 'other'],
    ['/account/heloc/ops/chat/hours', 'other'],
    ['/account/heloc/auth/login/broker', 'other'],
    ['/account/heloc/broker', 'other'],
    ['/account/heloc/chat/survey', 'other'],
    ['/account/heloc/dev/mailbox', 'other'],
    ['/heloc-signer/sign', 'other'],
    ['/account/heloc/dashboard', 'application'],
    ['/account/heloc/settings', 'application'],
    ['/account/heloc/3f2b6a9e-1c1d-4b7a-9d1e-2f3a4b5c6d7e/liens', 'application'],
    ['/account/heloc/operations', 'application'],
    ['/account/heloc/brokers', 'application'],
    ['/account/heloc/auth/login/brokerage', 'application'],
    ['/account/heloc/nowhere', 'application'],
  ])('sends %s to the %s group', (path, group) => {
    expect(routeGroupFor(path)).toBe(group);
  });
});
