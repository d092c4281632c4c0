import { brokerPublicRoutes, brokerRoutes } from '../features/broker/routes';
import { chatRoutes } from '../features/chat/routes';
import { devMailboxRoutes } from '../features/dev-mailbox/routes';
import { opsRoutes } from '../features/ops/routes';
import { signerPublicRoutes, signerRoutes } from '../features/signer/routes';
import type { RouteGroup } from './route-group';

/** The co-owner's, the broker's and the operations' routes, with the chat survey and mailbox. */
export const otherRouteGroup: RouteGroup = {
  public: [...brokerPublicRoutes, ...chatRoutes, ...signerPublicRoutes, ...devMailboxRoutes],
  authenticated: [...signerRoutes, ...brokerRoutes],
  beside: opsRoutes,
};
