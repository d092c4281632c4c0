import type { FastifyPluginAsync } from 'fastify';
import { agentConsoleRoutes } from './agent-console-routes';
import { createAgentConsoleService } from './agent-console-service';
import { chatBudgetsOf } from './chat-budgets';
import { chatNonceRoutes } from './chat-nonce-routes';
import { chatTokenKey } from './chat-tokens';
import { conversationRoutes } from './conversation-routes';
import { allowedLinkHosts } from './link-hosts';
import { createLiveChatService } from './live-chat-service';
import { builtInForEveryMode, createBuiltInProvider } from './providers/built-in-provider';
import { createSocketHub } from './socket-hub';
import { startChatRoutes } from './start-chat-routes';
import { surveyRoutes } from './survey-routes';

/** Live chat: the conversation store, its fan-out between instances, the socket and the calls. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const { database, secrets, now, organizations, chatBus: bus } = app.deps;
  const tokenKey = chatTokenKey(secrets.jwtSecret);
  const builtIn = createBuiltInProvider({ db: database.db, tokenKey, now });
  const liveChat = createLiveChatService({
    db: database.db,
    now,
    bus,
    tokenKey,
    providers: builtInForEveryMode(builtIn),
    scanner: app.deps.virusScanner,
    budgets: chatBudgetsOf(app.deps.config),
  });
  const hub = createSocketHub({ db: database.db, bus, liveChat, log: app.log });
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
  });
  const agentConsole = createAgentConsoleService({ db: database.db, now, bus, tokenKey });
  await app.register(
    startChatRoutes({ liveChat, linkHosts: allowedLinkHosts(organizations.all()) }),
  );
  await app.register(chatNonceRoutes);
  await app.register(conversationRoutes({ liveChat, hub }));
  await app.register(surveyRoutes({ liveChat }));
  await app.register(agentConsoleRoutes({ console: agentConsole, liveChat }));
};
