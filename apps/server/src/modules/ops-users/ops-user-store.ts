import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ALL_ORGANIZATIONS, type OpsRole } from '@openheloc/domain';
import type { Db } from '../../db/client';
import { opsSessions, opsUsers } from '../../db/schema';
import { normalizeEmail } from '../identity/email';
import { hashPassword } from '../identity/password-hash';

export type NewOpsUser = {
  email: string;
  name: string;
  roles: OpsRole[];
  /** Lender codes, or ['*'] for every lender. */
  orgCodes: string[];
};

/**
 * Adds an operations user unless one with the e-mail (in any letter case) exists. Returns the
 * new user's uuid, or null when the e-mail was taken; the caller decides whether that is an error.
 */
export async function createOpsUser(
  db: Db,
  user: NewOpsUser,
  password: string | { hash: string },
): Promise<string | null> {
  const uuid = randomUUID();
  const passwordHash = typeof password === 'string' ? await hashPassword(password) : password.hash;
  const inserted = await db
    .insert(opsUsers)
    .values({
      uuid,
      email: user.email.trim(),
      emailNormalized: normalizeEmail(user.email),
      name: user.name.trim(),
      passwordHash,
      roles: [...new Set(user.roles)],
      orgCodes: user.orgCodes.length > 0 ? [...new Set(user.orgCodes)] : [ALL_ORGANIZATIONS],
    })
    .onConflictDoNothing({ target: opsUsers.emailNormalized })
    .returning({ uuid: opsUsers.uuid });
  return inserted.length > 0 ? uuid : null;
}

/**
 * An administrator's reset (`ops:create-user --reset`): the password they chose works once, to
 * sign in and choose another (passwordExpired); the user's sessions end. False for no such user.
 */
export async function resetOpsUserPassword(
  db: Db,
  email: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(opsUsers)
      .set({ passwordHash, passwordExpired: true })
      .where(eq(opsUsers.emailNormalized, normalizeEmail(email)))
      .returning({ uuid: opsUsers.uuid });
    if (!user) return false;
    await tx
      .update(opsSessions)
      .set({ revokedAt: now })
      .where(and(eq(opsSessions.opsUserUuid, user.uuid), isNull(opsSessions.revokedAt)));
    return true;
  });
}
