import type { OpsRole } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { JourneyApp } from '../../application/test-support/journey-app';
import { hashPassword } from '../../identity/password-hash';
import { createOpsUser } from '../ops-user-store';
import { opsTokenFrom } from './ops-sign-in';

const PASSWORD = 'Quiet-Harbor-73!';

/**
 * A new operations user, signed in through the login route (setting up their authenticator):
 * the headers of their requests.
 * Each signs in from an address of its own, so the login's rate limit never meets a test.
 */
export async function opsHeaders(
  journey: JourneyApp,
  user: { roles: OpsRole[]; orgCodes: string[]; name: string },
): Promise<{ authorization: string }> {
  const email = `${randomUUID()}@lender.example`;
  await createOpsUser(
    journey.workflow.db,
    { email, ...user },
    { hash: await hashPassword(PASSWORD) },
  );
  const res = await journey.app.inject({
    method: 'POST',
    url: '/ops/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${await opsTokenFrom(journey.app, res)}` };
}
