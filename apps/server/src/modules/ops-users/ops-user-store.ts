import { randomUUID } from 'node:crypto';
import { ALL_ORGANIZATIONS, type OpsRole } from '@openheloc/domain';
import type { Db } from '../../db/client';
import { opsUsers } from '../../db/schema';
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
