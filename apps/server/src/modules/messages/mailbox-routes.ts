import { DEV_MAILBOX_API_PATH, zMailboxAnswer } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMailbox } from './mailbox-service';
import { errorResponses } from '../../http/error-responses';

const zMailboxQuery = z.object({
  /** Only messages to this address or phone number (case-insensitive). */
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The development mailbox: what the outbox sent to the development sink, newest first. Registered
 * only outside production; tests read links from it and the mailbox page shows it.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DEV_MAILBOX_API_PATH,
    {
      schema: {
        tags: ['development mailbox (outside production)'],
        summary: 'Messages delivered to the development sink, newest first',
        querystring: zMailboxQuery,
        response: { 200: zMailboxAnswer, ...errorResponses(400) },
      },
    },
    async (request) => ({
      messages: await readMailbox(app.deps.database.db, request.query),
    }),
  );
};
