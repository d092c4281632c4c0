import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import { forgetAllLiveSessions, forgetLiveSession } from './live-sessions';
import { issueToken, type IdentityType, type TokenClaims } from './tokens';

/** Issues a token and records its session, so that it can be revoked before it expires. */
export async function startSession(
  db: Db,
  secret: Uint8Array,
  subject: { identityUuid: string; orgCode: string; type: IdentityType },
  now: Date,
): Promise<{ token: string; claims: TokenClaims }> {
  const issued = await issueToken(secret, subject, now);
  await recordSession(db, issued, now);
  return issued;
}

/** Records the session of an issued token; pass a transaction to commit it with other writes. */
export async function recordSession(
  db: Db | DbTransaction,
  issued: { claims: TokenClaims },
  now: Date,
): Promise<void> {
  await db.insert(authSessions).values({
    jti: issued.claims.jti,
    identityUuid: issued.claims.identityUuid,
    orgCode: issued.claims.orgCode,
    createdAt: now,
    expiresAt: issued.claims.expiresAt,
  });
}

/**
 * The only way a session ends early. The live-session cache forgets it before the write and
 * again after it, so that a lookup that read the row before the write cannot keep it live.
 */
export async function revokeSession(db: Db, jti: string, now: Date): Promise<void> {
  forgetLiveSession(db, jti);
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.jti, jti), isNull(authSessions.revokedAt)));
  forgetLiveSession(db, jti);
}

/** Ends every session of an account but `exceptJti` (the caller's own), inside `tx`. */
export async function endAccountSessions(
  tx: Db | DbTransaction,
  account: { identityUuid: string; exceptJti?: string },
  now: Date,
): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authSessions.identityUuid, account.identityUuid),
        account.exceptJti === undefined ? undefined : ne(authSessions.jti, account.exceptJti),
        isNull(authSessions.revokedAt),
      ),
    );
}

/**
 * Runs a transaction that calls `endAccountSessions`. The live-session memory is emptied before
 * it and again after it commits, so that no lookup racing it keeps one of those sessions live.
 */
export async function whileEndingAccountSessions<T>(db: Db, run: () => Promise<T>): Promise<T> {
  forgetAllLiveSessions(db);
  try {
    return await run();
  } finally {
    forgetAllLiveSessions(db);
  }
}
