import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  forgetLiveSession,
  isKnownLive,
  rememberLiveSession,
  revocationStamp,
} from './live-sessions';

const now = new Date('2026-06-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
/** Each case its own database: the cache is kept per database object. */
const freshDb = () => ({}) as Db;

describe('the live-session cache (embedded database)', () => {
  it.each([
    ['remembered and unexpired', 60, 0, true],
    ['remembered but expired', 60, 61, false],
    ['expiring this very moment', 60, 60, false],
  ])('%s', (_name, lifetime, elapsed, known) => {
    const db = freshDb();
    rememberLiveSession(db, 'j', later(lifetime), revocationStamp(db));
    expect(isKnownLive(db, 'j', later(elapsed))).toBe(known);
  });

  it('forgets a revoked session', () => {
    const db = freshDb();
    rememberLiveSession(db, 'j', later(60), revocationStamp(db));
    forgetLiveSession(db, 'j');
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('does not remember a lookup that raced a revocation', () => {
    const db = freshDb();
    const stamp = revocationStamp(db);
    forgetLiveSession(db, 'j');
    rememberLiveSession(db, 'j', later(60), stamp);
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('keeps one database’s sessions apart from another’s', () => {
    const a = freshDb();
    rememberLiveSession(a, 'j', later(60), revocationStamp(a));
    expect(isKnownLive(freshDb(), 'j', now)).toBe(false);
  });
});
