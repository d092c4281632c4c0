import type { DatabaseHandle } from '../../db/client';
import { trustWhileListening } from '../../db/listen-channel';
import { forgetAllLiveSessions, forgetLiveSession, trustLiveSessions } from './live-sessions';

/** Notified at commit by the `auth_sessions_revoked` trigger (migration 0019) with the token id. */
export const SESSIONS_CHANNEL = 'openheloc_sessions';

type Log = { warn: (object: object, message: string) => void };

/**
 * Lets this process remember live sessions (live-sessions.ts) only while it hears of every
 * revocation. The embedded database has no other user. On PostgreSQL another instance's
 * sign-out, password reset or revocation by hand reaches this one as a notification at commit;
 * while the listener is disconnected the memory is off and every request asks the database.
 * Resolves with how to stop listening.
 */
export async function watchSessionRevocations(
  database: DatabaseHandle,
  log: Log,
): Promise<() => Promise<void>> {
  const { db } = database;
  return trustWhileListening(database, {
    channel: SESSIONS_CHANNEL,
    trust: (trusted) => trustLiveSessions(db, trusted),
    onNotification: (jti) => (jti ? forgetLiveSession(db, jti) : forgetAllLiveSessions(db)),
    log,
    name: 'session revocation listener',
  });
}
