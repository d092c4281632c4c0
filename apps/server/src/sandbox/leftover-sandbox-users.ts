import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identities, opsUsers } from '../db/schema';
import { SANDBOX_BROKER } from '../modules/identity-broker/sandbox-brokers';
import { SANDBOX_OPS_USERS } from '../modules/ops-users/sandbox-ops-users';

/**
 * The sandbox's users (published passwords) found in this database. A server outside the sandbox
 * refuses such a database: it was a sandbox, and anyone could sign in with the README's password.
 */
export async function leftoverSandboxUsers(db: Db): Promise<string[]> {
  const opsEmails = SANDBOX_OPS_USERS.map((user) => user.email);
  const [ops, brokers] = await Promise.all([
    db.select({ email: opsUsers.email }).from(opsUsers).where(inArray(opsUsers.email, opsEmails)),
    db
      .select({ email: identities.email })
      .from(identities)
      .where(eq(identities.email, SANDBOX_BROKER.email)),
  ]);
  return [...new Set([...ops, ...brokers].map((row) => row.email))];
}
