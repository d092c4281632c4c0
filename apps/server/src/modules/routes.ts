import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses/routes';
import { applicationRoutes } from './application/routes';
import { chatRoutes } from './chat/routes';
import { chatbotRoutes } from './chatbot/routes';
import { conditionRoutes } from './conditions/routes';
import { documentDownloadRoutes } from './documents/download-routes';
import { documentRoutes } from './documents/routes';
import { feedbackRoutes } from './feedback/routes';
import { flagRoutes } from './flags/routes';
import { hoursRoutes } from './hours/routes';
import { identityRoutes } from './identity/routes';
import { incomeRoutes } from './income/routes';
import { notaryRoutes } from './notary/routes';
import { opsUserRoutes } from './ops-users/routes';
import { organizationRoutes } from './organizations/organization-routes';
import { profileRoutes } from './profile/routes';
import { telemetryRoutes } from './telemetry/routes';

/** Every service module's routes, registered in one place. */
export const moduleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(addressRoutes);
  await app.register(applicationRoutes);
  await app.register(chatRoutes);
  await app.register(chatbotRoutes);
  await app.register(conditionRoutes);
  await app.register(documentRoutes);
  await app.register(documentDownloadRoutes);
  await app.register(feedbackRoutes);
  await app.register(flagRoutes);
  await app.register(hoursRoutes);
  await app.register(identityRoutes);
  await app.register(incomeRoutes);
  await app.register(notaryRoutes);
  await app.register(opsUserRoutes);
  await app.register(profileRoutes);
  await app.register(organizationRoutes);
  await app.register(telemetryRoutes);
};
