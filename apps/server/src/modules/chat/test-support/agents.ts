import type { TestContext } from '../../../../test/test-app';
import { createAgentConsoleService, type ChatAgent } from '../agent-console-service';
import { chatTokenKey } from '../chat-tokens';

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
