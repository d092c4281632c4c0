import { NOTIFICATIONS_MAX_UNREAD, NOTIFICATIONS_PATH, zNotificationList } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { callerOf, requireAuth } from '../auth/authenticate';
import { listNotifications, markAllRead, markRead } from './notification-store';
import { errorResponses } from '../../http/error-responses';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 404);

const zListQuery = z.object({
  status: z.enum(['UNREAD', 'ALL']).default('UNREAD'),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_MAX_UNREAD),
});

/** The signed-in person's notifications menu: list, mark one read, mark all read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const ownerOf = (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    return { identityUuid: caller.identityUuid, orgCode: caller.orgCode };
  };

  app.get(
    NOTIFICATIONS_PATH,
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Notifications, newest first',
        description:
          'By default the unread ones, at most 8 (the menu lists 3 until View All); unreadCount counts every unread one.',
        querystring: zListQuery,
        response: { 200: zNotificationList, ...errors },
      },
    },
    async (request) =>
      listNotifications(db, ownerOf(request), {
        unreadOnly: request.query.status === 'UNREAD',
        limit: request.query.limit,
      }),
  );

  app.post(
    `${NOTIFICATIONS_PATH}/:uuid/read`,
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Mark one notification read',
        params: z.object({ uuid: z.uuid({ error: 'Notification not found' }) }),
        response: { 204: z.null().describe('Marked read'), ...errors },
      },
    },
    async (request, reply) => {
      const found = await markRead(db, ownerOf(request), request.params.uuid, app.deps.now());
      if (!found) throw AppError.notFound('Notification not found');
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${NOTIFICATIONS_PATH}/read`,
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Mark every notification read',
        response: { 204: z.null().describe('Marked read'), ...errors },
      },
    },
    async (request, reply) => {
      await markAllRead(db, ownerOf(request), app.deps.now());
      return reply.code(204).send(null);
    },
  );
};
