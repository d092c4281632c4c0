import { ALL_ORGANIZATIONS, OPS_ROLES, type OpsRole } from '@openheloc/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsUsers, secondFactors } from '../../db/schema';
import { encryptField } from '../../security/field-encryption';
import { normalizeEmail } from '../identity/email';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser, type NewOpsUser } from './ops-user-store';

/** The one password of every sandbox operations user; the README documents it. */
export const SANDBOX_OPS_PASSWORD = 'Ops-Sandbox-2026!';
/**
 * The one authenticator secret of every sandbox operations user (the README documents it), so
 * that testers and the end-to-end tests can make the code that operations sign-in requires.
 */
export const SANDBOX_OPS_TOTP_SECRET = 'OPENHELOCSANDBOXOPSSECRETTOTPKEY';

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
 * Adds the sandbox operations users that are missing (outside production only), with their
 * authenticator set up, so that anyone can sign in to the operations screens; existing accounts
 * are left as they are.
 */
export async function seedSandboxOpsUsers(db: Db, encryptionKey: Uint8Array): Promise<void> {
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
  for (const user of missing) {
    const uuid = await createOpsUser(db, user, { hash });
    if (uuid === null) continue;
    await db.insert(secondFactors).values({
      opsUserUuid: uuid,
      secret: encryptField(encryptionKey, SANDBOX_OPS_TOTP_SECRET),
      enabledAt: new Date(),
    });
  }
}
