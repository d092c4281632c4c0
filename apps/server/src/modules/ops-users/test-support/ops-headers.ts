import type { OpsRole } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import type { JourneyApp } from '../../application/test-support/journey-app';
import { signInNewOpsUser } from './ops-sign-in';

/**
 * A new operations user, signed in through the login route (setting up their authenticator):
 * the headers of their requests.
 * Each signs in from an address of its own, so the login's rate limit never meets a test.
 */
export async function opsHeaders(
  journey: JourneyApp,
  user: { roles: OpsRole[]; orgCodes: string[]; name: string },
): Promise<{ authorization: string }> {
  const token = await signInNewOpsUser(
    journey.app,
    journey.workflow.db,
    { email: `${randomUUID()}@lender.example`, ...user },
    `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  );
  return { authorization: `Bearer ${token}` };
}
