import { ALL_ORGANIZATIONS, OPS_ROLES, type OpsRole } from '@openheloc/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsUsers } from '../../db/schema';
import { normalizeEmail } from '../identity/email';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser, type NewOpsUser } from './ops-user-store';

/** The one password of every sandbox operations user; the README documents it. */
export const SANDBOX_OPS_PASSWORD = 'Ops-Sandbox-2026!';

const sandboxUser = (email: string, name: string, roles: OpsRole[]): NewOpsUser => ({
  email,
  name,
  roles,
  orgCodes: [ALL_ORGANIZATIONS],
});

export const SANDBOX_OPS_USERS: readonly NewOpsUser[] = [
  sandboxUser('agent@openheloc.test', 'Avery Agent', ['CHAT_AGENT']),
  sandboxUser('notary@openheloc.test', 'Nico Notary', ['NOTARY']),
  sandboxUser('underwriter@openheloc.test', 'Uma Underwriter', ['UNDERWRITER']),
  sandboxUser('admin@openheloc.test', 'Ada Admin', [...OPS_ROLES]),
];

/**
 * Adds the sandbox operations users that are missing (outside production only), so that anyone
 * can sign in to the operations screens; existing accounts are left as they are.
 */
export async function seedSandboxOpsUsers(db: Db): Promise<void> {
  // Hashing is slow on purpose: a start that finds every account (each but the first) skips it.
  const present = await db
    .select({ email: opsUsers.emailNormalized })
    .from(opsUsers)
    .where(
      inArray(
        opsUsers.emailNormalized,
        SANDBOX_OPS_USERS.map((user) => normalizeEmail(user.email)),
      ),
    );
  const missing = SANDBOX_OPS_USERS.filter(
    (user) => !present.some((row) => row.email === normalizeEmail(user.email)),
  );
  if (missing.length === 0) return;
  const hash = await hashPassword(SANDBOX_OPS_PASSWORD);
  for (const user of missing) await createOpsUser(db, user, { hash });
}
