import { ALL_ORGANIZATIONS, OPS_ROLES, type OpsRole } from '@openheloc/domain';
import type { Db } from '../../db/client';
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
  const hash = await hashPassword(SANDBOX_OPS_PASSWORD);
  for (const user of SANDBOX_OPS_USERS) await createOpsUser(db, user, { hash });
}
