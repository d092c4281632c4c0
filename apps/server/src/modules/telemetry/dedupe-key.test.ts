import { describe, expect, it } from 'vitest';
import type { TelemetryEvent } from '@openheloc/domain';
import { AppError } from '../../http/app-error';
import { dedupeKey } from './dedupe-key';

const event: TelemetryEvent = {
  domain: 'localhost',
  queryParams: {},
  pagePath: '/account/heloc/dashboard',
  event: 'page-view',
  sessionKey: {
    uuid: '0b6c8f1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    epoch: 1,
    trackerUuid: '1c7d9a2f-2b3c-4d5e-9f0a-1b2c3d4e5f60',
  },
  eventType: 'PAGE',
  productType: 'HELOC',
  eventProperties: { step: 'liens', count: 1 },
};

describe('dedupeKey', () => {
  it.each<[string, Partial<TelemetryEvent>, boolean]>([
    ['the same event on the same page', {}, true],
    ['the same event on another page', { pagePath: '/account/heloc/other' }, false],
    ['another event on the same page', { event: 'click' }, false],
    [
      'the same event in another session',
      { sessionKey: { ...event.sessionKey, uuid: '2d8e0b3a-3c4d-4e6f-8a1b-2c3d4e5f6071' } },
      false,
    ],
    ['different query parameters', { queryParams: { a: 'b' } }, true],
    ['a different event type', { eventType: 'OTHER' }, true],
  ])('%s shares the key: %s', (_name, change, same) => {
    expect(dedupeKey({ ...event, ...change }) === dedupeKey(event)).toBe(same);
  });

  it('uses the named property instead of the page path', () => {
    const byStep = { ...event, dedupeProperty: 'step' };
    expect(dedupeKey({ ...byStep, pagePath: '/elsewhere' })).toBe(dedupeKey(byStep));
    expect(dedupeKey({ ...byStep, eventProperties: { step: 'product' } })).not.toBe(
      dedupeKey(byStep),
    );
  });

  it('tells a number from the same digits as text', () => {
    const byCount = { ...event, dedupeProperty: 'count' };
    expect(dedupeKey({ ...byCount, eventProperties: { count: '1' } })).not.toBe(dedupeKey(byCount));
  });

  it('has no key when deduplication is off', () => {
    expect(dedupeKey({ ...event, dontDedupe: true })).toBeNull();
  });

  it('is a fixed-size hash whatever the page path', () => {
    expect(dedupeKey({ ...event, pagePath: `/${'x'.repeat(1999)}` })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a dedupe property the event does not carry', () => {
    expect(() => dedupeKey({ ...event, dedupeProperty: 'missing' })).toThrow(AppError);
  });
});
