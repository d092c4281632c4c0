import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { identities } from '../../db/schema';
import { normalizeEmail } from '../identity/email';
import { hashPassword } from '../identity/password-hash';

/** The sandbox broker: Sam Whitfield of Keystone Mortgage Brokers, a sandbox originator. */
export const SANDBOX_BROKER = {
  email: 'broker@keystone-brokers.example',
  password: 'Broker-Sandbox-2026!',
  originatorUuid: 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f602',
} as const;

/**
 * Adds the sandbox broker to every lender that lacks it (outside production only), so that anyone
 * can sign in as a broker and see the borrowers who registered with `?referrer=` their uuid.
 */
export async function seedSandboxBrokers(db: Db, orgCodes: readonly string[]): Promise<void> {
  const passwordHash = await hashPassword(SANDBOX_BROKER.password);
  for (const orgCode of orgCodes) {
    await db
      .insert(identities)
      .values({
        uuid: randomUUID(),
        orgCode,
        email: SANDBOX_BROKER.email,
        emailNormalized: normalizeEmail(SANDBOX_BROKER.email),
        passwordHash,
        type: 'BROKER',
        originatorUuid: SANDBOX_BROKER.originatorUuid,
      })
      .onConflictDoNothing();
  }
}
