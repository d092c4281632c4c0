import {
  zOpsApplicationReplays,
  zOpsTelemetrySession,
  zReplayLink,
  zReplayLinkRequest,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HELOC_V1 } from '../application/paths';
import { callerOf, requireAuth } from '../auth/authenticate';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { applicationReplays, telemetrySessionView } from './ops-session-service';
import { linkSessionReplay } from './replay-link-service';
import { errorResponses } from '../../http/error-responses';

const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The session replay (docs/decisions/0024): the borrower's browser links its telemetry session to
 * the application; operations open the session's events from the application.
 */
export const sessionReplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;

  app.put(
    `${HELOC_V1}/:uuid/full-story-link`,
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: ['session replay'],
        summary: "Link a session replay to the borrower's application",
        description:
          "The link is the operations replay screen of one of the borrower's own telemetry sessions at this lender (`{APP_BASE_URL}/account/heloc/ops/sessions/{sessionUuid}`); 400 for anything else. Linking the same session again changes nothing.",
        security,
        params: z.object({ uuid: z.string() }),
        body: zReplayLinkRequest,
        response: { 200: zReplayLink, ...errors },
      },
    },
    async (request) =>
      linkSessionReplay(
        { db, now: deps.now, appBaseUrl: deps.config.appBaseUrl },
        {
          uuid: request.params.uuid,
          orgCode: request.org.orgCode,
          ownerIdentityUuid: callerOf(request).identityUuid,
        },
        request.body.link,
      ),
  );

  app.get(
    '/ops/api/v1/applications/:uuid/session-replays',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags: ['session replay (operations)'],
        summary: "An application's session replays, newest first",
        security,
        params: z.object({ uuid: z.string() }),
        response: { 200: zOpsApplicationReplays, ...errors },
      },
    },
    async (request) => applicationReplays(db, opsUserOf(request), request.params.uuid),
  );

  app.get(
    '/ops/api/v1/telemetry/sessions/:sessionUuid',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags: ['session replay (operations)'],
        summary: "One telemetry session's events in time order, with its applications",
        description: 'At most 1,000 events (the first); `truncated` says when there are more.',
        security,
        params: z.object({ sessionUuid: z.string() }),
        response: { 200: zOpsTelemetrySession, ...errors },
      },
    },
    async (request) => telemetrySessionView(db, opsUserOf(request), request.params.sessionUuid),
  );
};
