import { applicationRoutes } from '../features/application/routes';
import { brokerPublicRoutes, brokerRoutes } from '../features/broker/routes';
import { chatRoutes } from '../features/chat/routes';
import { devMailboxRoutes } from '../features/dev-mailbox/routes';
import { opsRoutes } from '../features/ops/routes';
import { signerPublicRoutes, signerRoutes } from '../features/signer/routes';

/** Routes a first visit to registration does not need, fetched on the first path they may serve. */
export const publicRoutes = [
  ...brokerPublicRoutes,
  ...chatRoutes,
  ...signerPublicRoutes,
  ...devMailboxRoutes,
];
export const authenticatedRoutes = [...signerRoutes, ...applicationRoutes, ...brokerRoutes];
export { opsRoutes };
