import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  forgetAllLiveSessions,
  forgetLiveSession,
  isKnownLive,
  RECHECK_AFTER_MS,
  rememberLiveSession,
  revocationStamp,
  trustLiveSessions,
} from './live-sessions';

const now = new Date('2026-06-01T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
/** Each case its own database, trusted to hear every revocation: the cache is kept per database. */
const trustedDb = () => {
  const db = {} as Db;
  trustLiveSessions(db, true);
  return db;
};
const remember = (db: Db, lifetimeMs = 60_000) =>
  rememberLiveSession(db, 'j', later(lifetimeMs), revocationStamp(db), now);

describe('the live-session memory', () => {
  it.each([
    ['remembered and unexpired', 60_000, 0, true],
    ['remembered but expired', 60_000, 61_000, false],
    ['expiring this very moment', 60_000, 60_000, false],
    ['just before it is due to be asked about again', 60_000, RECHECK_AFTER_MS - 1, true],
    ['due to be asked about again, though unexpired', 60_000, RECHECK_AFTER_MS, false],
    ['expiring before its next check', 1_000, 1_000, false],
  ])('%s', (_name, lifetime, elapsed, known) => {
    const db = trustedDb();
    remember(db, lifetime);
    expect(isKnownLive(db, 'j', later(elapsed))).toBe(known);
  });

  it('forgets a revoked session', () => {
    const db = trustedDb();
    remember(db);
    forgetLiveSession(db, 'j');
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('forgets every session when an account’s are revoked', () => {
    const db = trustedDb();
    remember(db);
    forgetAllLiveSessions(db);
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('does not remember a lookup that raced a revocation', () => {
    const db = trustedDb();
    const stamp = revocationStamp(db);
    forgetLiveSession(db, 'j');
    rememberLiveSession(db, 'j', later(60_000), stamp, now);
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('keeps one database’s sessions apart from another’s', () => {
    const a = trustedDb();
    remember(a);
    expect(isKnownLive(trustedDb(), 'j', now)).toBe(false);
  });

  it('remembers nothing until it is known to hear every revocation', () => {
    const db = {} as Db;
    remember(db);
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('forgets everything, and remembers nothing, once revocations may be missed', () => {
    const db = trustedDb();
    remember(db);
    const stamp = revocationStamp(db);
    trustLiveSessions(db, false);
    expect(isKnownLive(db, 'j', now)).toBe(false);
    rememberLiveSession(db, 'j', later(60_000), stamp, now);
    remember(db);
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });

  it('a lookup begun before the listener was lost is not remembered once it is back', () => {
    const db = trustedDb();
    const stamp = revocationStamp(db);
    trustLiveSessions(db, false);
    trustLiveSessions(db, true);
    rememberLiveSession(db, 'j', later(60_000), stamp, now);
    expect(isKnownLive(db, 'j', now)).toBe(false);
  });
});
