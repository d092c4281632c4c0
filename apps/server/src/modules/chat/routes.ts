import type { FastifyPluginAsync } from 'fastify';
import { agentConsoleRoutes } from './agent-console-routes';
import { createAgentConsoleService } from './agent-console-service';
import { chatTokenKey } from './chat-tokens';
import { allowedLinkHosts } from './link-hosts';
import { createLiveChatService } from './live-chat-service';
import { liveChatRoutes } from './live-chat-routes';
import { builtInForEveryMode, createBuiltInProvider } from './providers/built-in-provider';
import { createSocketHub } from './socket-hub';

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
  });
  const hub = createSocketHub({ db: database.db, bus, liveChat, log: app.log });
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
  });
  const agentConsole = createAgentConsoleService({ db: database.db, now, bus, tokenKey });
  await app.register(
    liveChatRoutes({ liveChat, hub, linkHosts: allowedLinkHosts(organizations.all()) }),
  );
  await app.register(agentConsoleRoutes({ console: agentConsole, liveChat }));
};
