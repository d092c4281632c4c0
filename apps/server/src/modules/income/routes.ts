import {
  zIncomeView,
  zLinkConsentRequest,
  zLinkSessionStartRequest,
  zLinkSessionView,
  zLinkSignInRequest,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireAuth } from '../auth/authenticate';
import { workflowDepsOf } from '../application/application-deps';
import { HELOC_V1 } from '../application/paths';
import { findOwnApplication } from '../application/read-service';
import { incomeView } from './income-view';
import {
  consentToLink,
  findLinkSession,
  linkSessionView,
  signInToLink,
  startLinkSession,
} from './link-session-service';
import { errorResponses } from '../../http/error-responses';

const INCOME = `${HELOC_V1}/:uuid/income`;
const SESSIONS = `${INCOME}/link-sessions`;
const tags = ['income'];
const errors = errorResponses(400, 401, 403, 404, 409, 503);
const zParams = z.object({ uuid: z.string() });
const zSessionParams = z.object({ uuid: z.string(), sessionUuid: z.string() });

/**
 * The income screens' reads and the link dialog: the borrower opens a session for a source,
 * signs in at an institution and consents; the linked (or failed) session is then sent with the
 * LINK_INCOME mutation. The aggregator is the income provider, a sandbox unless configured.
 */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const workflow = workflowDepsOf(deps);
  const borrower = requireAuth('BORROWER');
  const ownApplication = (request: FastifyRequest, uuid: string) =>
    findOwnApplication(db, {
      uuid,
      orgCode: request.org.orgCode,
      ownerIdentityUuid: callerOf(request).identityUuid,
    });

  app.get(
    INCOME,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The stated income, the ways to verify it and the paystubs asked for',
        params: zParams,
        response: { 200: zIncomeView, ...errors },
      },
    },
    async (request) => incomeView(db, await ownApplication(request, request.params.uuid)),
  );

  app.post(
    SESSIONS,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Open the link dialog for an income source: where the borrower may sign in',
        params: zParams,
        body: zLinkSessionStartRequest,
        response: { 200: zLinkSessionView, ...errors },
      },
    },
    async (request) =>
      startLinkSession(
        workflow,
        await ownApplication(request, request.params.uuid),
        request.body.source,
      ),
  );

  app.get(
    `${SESSIONS}/:sessionUuid`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'A link dialog where it stands (after a reload or an OAuth return)',
        params: zSessionParams,
        response: { 200: zLinkSessionView, ...errors },
      },
    },
    async (request) =>
      linkSessionView(
        await findLinkSession(
          workflow,
          await ownApplication(request, request.params.uuid),
          request.params.sessionUuid,
        ),
      ),
  );

  app.post(
    `${SESSIONS}/:sessionUuid/sign-in`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Sign in at the chosen institution; a failure says why and may be retried',
        params: zSessionParams,
        body: zLinkSignInRequest,
        response: { 200: zLinkSessionView, ...errors },
      },
    },
    async (request) =>
      signInToLink(
        workflow,
        await ownApplication(request, request.params.uuid),
        request.params.sessionUuid,
        request.body,
      ),
  );

  app.post(
    `${SESSIONS}/:sessionUuid/consent`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Allow the data to be shared: the income is read, the link succeeds or fails',
        params: zSessionParams,
        body: zLinkConsentRequest,
        response: { 200: zLinkSessionView, ...errors },
      },
    },
    async (request) =>
      consentToLink(
        workflow,
        await ownApplication(request, request.params.uuid),
        request.params.sessionUuid,
      ),
  );
};
