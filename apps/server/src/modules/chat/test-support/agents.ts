import type { OpsRole } from '@openheloc/domain';
import type { TestContext } from '../../../../test/test-app';
import { createAgentConsoleService, type ChatAgent } from '../agent-console-service';
import { createOpsUser } from '../../ops-users/ops-user-store';
import { chatTokenKey } from '../chat-tokens';
import { opsTokenFrom } from '../../ops-users/test-support/ops-sign-in';

export const TEST_AGENT: ChatAgent = {
  uuid: '5b7f2d3e-1c2a-4b5c-8d9e-0f1a2b3c4d5e',
  name: 'Avery Agent',
  orgCodes: ['*'],
};

/** The console service of a test app (its database and its chat bus). */
export function consoleFor(ctx: TestContext) {
  return createAgentConsoleService({
    db: ctx.deps.database.db,
    now: ctx.deps.now,
    bus: ctx.deps.chatBus,
    tokenKey: chatTokenKey(ctx.deps.secrets.jwtSecret),
  });
}

const OPS_PASSWORD = 'Console-Test-2026!x';

/** An operations user of the test app, signed in: its token. */
export async function opsTokenFor(
  ctx: TestContext,
  user: { email: string; name: string; roles: OpsRole[]; orgCodes?: string[] },
): Promise<string> {
  await createOpsUser(ctx.database.db, { ...user, orgCodes: user.orgCodes ?? ['*'] }, OPS_PASSWORD);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/ops/api/v1/auth/login',
    payload: { email: user.email, password: OPS_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`ops login failed: ${res.body}`);
  return await opsTokenFrom(ctx.app, res);
}
