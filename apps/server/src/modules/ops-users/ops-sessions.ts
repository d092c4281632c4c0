import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsSessions, opsUsers } from '../../db/schema';
import { issueOpsToken, type OpsTokenClaims } from './ops-tokens';
import type { SignedInOpsUser } from './ops-user-view';

/** Issues an operations token and records its session, so that sign-out can revoke it. */
export async function startOpsSession(
  db: Db,
  secret: Uint8Array,
  opsUserUuid: string,
  now: Date,
): Promise<{ token: string; claims: OpsTokenClaims }> {
  const issued = await issueOpsToken(secret, opsUserUuid, now);
  await db.insert(opsSessions).values({
    jti: issued.claims.jti,
    opsUserUuid,
    createdAt: now,
    expiresAt: issued.claims.expiresAt,
  });
  return issued;
}

export async function revokeOpsSession(db: Db, jti: string, now: Date): Promise<void> {
  await db
    .update(opsSessions)
    .set({ revokedAt: now })
    .where(and(eq(opsSessions.jti, jti), isNull(opsSessions.revokedAt)));
}

/** The user behind a live session, or null when the session is over or the user disabled. */
export async function liveOpsUser(
  db: Db,
  claims: OpsTokenClaims,
  now: Date,
): Promise<SignedInOpsUser | null> {
  const [row] = await db
    .select({
      uuid: opsUsers.uuid,
      email: opsUsers.email,
      name: opsUsers.name,
      roles: opsUsers.roles,
      orgCodes: opsUsers.orgCodes,
    })
    .from(opsSessions)
    .innerJoin(opsUsers, eq(opsUsers.uuid, opsSessions.opsUserUuid))
    .where(
      and(
        eq(opsSessions.jti, claims.jti),
        eq(opsSessions.opsUserUuid, claims.opsUserUuid),
        isNull(opsSessions.revokedAt),
        gt(opsSessions.expiresAt, now),
        eq(opsUsers.disabled, false),
      ),
    )
    .limit(1);
  return row ?? null;
}
