import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { fakeDatabase } from '../../../test/fake-database';
import { isKnownLive, rememberLiveSession, revocationStamp } from './live-sessions';
import { SESSIONS_CHANNEL, watchSessionRevocations } from './session-revocations';

const now = new Date('2026-06-01T12:00:00Z');
const inAnHour = new Date(now.getTime() + 3_600_000);
const log = { warn: () => {} };

const remember = (db: Db, jti: string) =>
  rememberLiveSession(db, jti, inAnHour, revocationStamp(db), now);

describe('hearing of other instances’ revocations (PostgreSQL)', () => {
  it('remembers sessions once it listens, and forgets the one a notification names', async () => {
    const { database, listeners } = fakeDatabase('postgres', SESSIONS_CHANNEL);
    const stop = await watchSessionRevocations(database, log);
    expect(listeners[0]?.queries).toEqual([`LISTEN ${SESSIONS_CHANNEL}`]);
    remember(database.db, 'a');
    remember(database.db, 'b');
    listeners[0]?.notify('a');
    expect(isKnownLive(database.db, 'a', now)).toBe(false);
    expect(isKnownLive(database.db, 'b', now)).toBe(true);
    await stop();
    expect(isKnownLive(database.db, 'b', now)).toBe(false);
  });

  it('asks the database while the listener is lost, and remembers again once it is back', async () => {
    vi.useFakeTimers();
    try {
      const { database, listeners } = fakeDatabase('postgres', SESSIONS_CHANNEL);
      const stop = await watchSessionRevocations(database, log);
      remember(database.db, 'a');
      listeners[0]?.emit('end');
      expect(isKnownLive(database.db, 'a', now)).toBe(false);
      remember(database.db, 'a');
      expect(isKnownLive(database.db, 'a', now)).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(listeners).toHaveLength(2);
      remember(database.db, 'a');
      expect(isKnownLive(database.db, 'a', now)).toBe(true);
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on the embedded database, remembers from the start: no other process uses it', async () => {
    const { database } = fakeDatabase('pglite', SESSIONS_CHANNEL);
    const stop = await watchSessionRevocations(database, log);
    remember(database.db, 'a');
    expect(isKnownLive(database.db, 'a', now)).toBe(true);
    await stop();
  });
});
