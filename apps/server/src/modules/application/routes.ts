import {
  zApiErrorEnvelope,
  zApplicationStatus,
  zBankAccountRequest,
  zCoDeedStatus,
  zConsentRequest,
  zContactRequest,
  zCreditSsnRequest,
  zExperimentsRequest,
  zExperimentsResponse,
  zHelocApplication,
  zHmdaRequest,
  zIdentityUploadRequest,
  zIncomeLinkRequest,
  zInsuranceRequest,
  zLiensConfirmationRequest,
  zNotaryScheduleRequest,
  zOfferSelectionRequest,
  zOptimizelyProfile,
  zOptimizelyProfileRequest,
  zPaystubUploadRequest,
  zProfileRequest,
  zSigningRequest,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { callerOf, requireAuth } from '../auth/authenticate';
import { workflowDepsOf } from './application-deps';
import * as actions from './borrower-actions';
import type { BorrowerContext } from './borrower-actions';
import {
  getOptimizelyProfile,
  saveExperiments,
  saveOptimizelyProfile,
} from './experiments-service';
import { EXPERIMENTS_PATH, HELOC_V1, OPTIMIZELY_PROFILE_PATH, STATUS_PATH } from './paths';
import {
  applicationView,
  assertApplicationUuid,
  coDeedStatus,
  findOwnApplication,
  listOwnApplications,
  statusView,
} from './read-service';
import { UPLOAD_BODY_LIMIT } from './uploads';

const tags = ['application'];
const zUuidParams = z.object({ uuid: z.string() });
const errors = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  403: zApiErrorEnvelope,
  404: zApiErrorEnvelope,
  409: zApiErrorEnvelope,
  503: zApiErrorEnvelope,
};

/** A mutation: the borrower event it sends, its body, and the service call. */
type Mutation<Body extends z.ZodType> = {
  method: 'POST' | 'PUT';
  path: string;
  summary: string;
  body?: Body;
  bodyLimit?: number;
  run: (ctx: BorrowerContext, body: z.output<Body>) => Promise<unknown>;
};

const mutation = <Body extends z.ZodType>(m: Mutation<Body>) => m;

const MUTATIONS = [
  mutation({
    method: 'POST',
    path: '/credit/ssn',
    summary:
      'Give the SSN after the soft pull found no file (CREDIT_NO_MATCH); the pull runs again',
    body: zCreditSsnRequest,
    run: actions.provideSsn,
  }),
  mutation({
    method: 'POST',
    path: '/credit/retry',
    summary: 'Pull credit again once the borrower lifted the freeze (credit lock)',
    run: (ctx) => actions.retryCredit(ctx),
  }),
  mutation({
    method: 'POST',
    path: '/liens/confirm',
    summary:
      'Confirm the liens found on the property, or say something is wrong (with an optional explanation): the application goes to the property review',
    body: zLiensConfirmationRequest,
    run: actions.confirmLiens,
  }),
  mutation({
    method: 'PUT',
    path: '/offer',
    summary:
      "Choose an offer, an amount within its limits and autopay ('Amount must be between …')",
    body: zOfferSelectionRequest,
    run: actions.selectOffer,
  }),
  mutation({
    method: 'PUT',
    path: '/profile',
    summary: 'More profile: SSN and property ownership',
    body: zProfileRequest,
    run: actions.saveProfile,
  }),
  mutation({
    method: 'PUT',
    path: '/contact',
    summary: 'Contact: mobile phone',
    body: zContactRequest,
    run: actions.saveContact,
  }),
  mutation({
    method: 'POST',
    path: '/consents',
    summary: 'Record a consent (the hard-pull authorisation before submission)',
    body: zConsentRequest,
    run: actions.giveConsent,
  }),
  mutation({
    method: 'PUT',
    path: '/hmda',
    summary: 'HMDA demographic answers; the application summary is generated next',
    body: zHmdaRequest,
    run: actions.saveHmda,
  }),
  mutation({
    method: 'POST',
    path: '/submit',
    summary: 'Submit the application: the hard pull and underwriting on the full report',
    run: (ctx) => actions.submit(ctx),
  }),
  mutation({
    method: 'POST',
    path: '/income/link',
    summary: 'Link an income source (payroll, bank or tax data)',
    body: zIncomeLinkRequest,
    run: actions.linkIncome,
  }),
  mutation({
    method: 'POST',
    path: '/income/paystubs',
    summary: 'Upload paystubs when linking income failed',
    body: zPaystubUploadRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    run: actions.uploadPaystubs,
  }),
  mutation({
    method: 'POST',
    path: '/bank-accounts',
    summary: 'The disbursement account (and autopay account); the number is stored encrypted',
    body: zBankAccountRequest,
    run: actions.addBankAccount,
  }),
  mutation({
    method: 'POST',
    path: '/identity',
    summary: 'Upload a government ID (front, and back for a driver’s license)',
    body: zIdentityUploadRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    run: actions.uploadIdentity,
  }),
  mutation({
    method: 'POST',
    path: '/signing',
    summary: 'Sign the closing documents electronically',
    body: zSigningRequest,
    run: actions.signDocuments,
  }),
  mutation({
    method: 'POST',
    path: '/notary/schedule',
    summary: 'Ask for a manual notary at a time (manual notarization fee applies)',
    body: zNotaryScheduleRequest,
    run: actions.scheduleNotary,
  }),
  mutation({
    method: 'POST',
    path: '/notary/complete',
    summary: 'The online notary session is finished',
    run: (ctx) => actions.completeNotary(ctx),
  }),
  mutation({
    method: 'POST',
    path: '/insurance',
    summary: 'Hazard (and, in a flood zone, flood) insurance; funding starts when all are given',
    body: zInsuranceRequest,
    bodyLimit: UPLOAD_BODY_LIMIT,
    run: actions.addInsurance,
  }),
  mutation({
    method: 'POST',
    path: '/cancel',
    summary: 'Withdraw the application',
    run: (ctx) => actions.cancel(ctx),
  }),
];

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const borrower = requireAuth('BORROWER');
  const ownScope = (request: FastifyRequest, uuid: string) => {
    assertApplicationUuid(uuid);
    return {
      uuid,
      orgCode: request.org.orgCode,
      ownerIdentityUuid: callerOf(request).identityUuid,
    };
  };

  app.get(
    STATUS_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The server state of an application, polled by the browser',
        params: zUuidParams,
        response: { 200: zApplicationStatus, ...errors },
      },
    },
    async (request) =>
      statusView(await findOwnApplication(db, ownScope(request, request.params.uuid))),
  );

  app.get(
    `${HELOC_V1}/all`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "The caller's applications",
        response: { 200: z.array(zHelocApplication), ...errors },
      },
    },
    async (request) => listOwnApplications(db, request.org.orgCode, callerOf(request).identityUuid),
  );

  app.get(
    `${HELOC_V1}/co-deed/status`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Applications on which the caller is an additional signer',
        response: { 200: zCoDeedStatus, ...errors },
      },
    },
    async (request) => coDeedStatus(db, request.org.orgCode, callerOf(request).identityUuid),
  );

  app.get(
    `${HELOC_V1}/:uuid`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The HELOC application',
        params: zUuidParams,
        response: { 200: zHelocApplication, ...errors },
      },
    },
    async (request) =>
      applicationView(db, await findOwnApplication(db, ownScope(request, request.params.uuid))),
  );

  for (const m of MUTATIONS) {
    app.route({
      method: m.method,
      url: `${HELOC_V1}/:uuid${m.path}`,
      preHandler: borrower,
      ...(m.bodyLimit ? { bodyLimit: m.bodyLimit } : {}),
      schema: {
        tags,
        summary: m.summary,
        description:
          'Answers the new status. 409 when the step is not available in the current state (nothing changes); 404 for an unknown or foreign application.',
        params: zUuidParams,
        ...(m.body ? { body: m.body } : {}),
        response: { 200: zApplicationStatus, ...errors },
      },
      handler: async (request: FastifyRequest<{ Params: { uuid: string }; Body: unknown }>) => {
        const ctx: BorrowerContext = {
          deps: workflowDepsOf(deps),
          scope: ownScope(request, request.params.uuid),
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        };
        await (m.run as (c: BorrowerContext, b: unknown) => Promise<unknown>)(ctx, request.body);
        return statusView(await findOwnApplication(db, ctx.scope));
      },
    });
  }

  app.patch(
    EXPERIMENTS_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Save the experiments (name, variation) of an application',
        params: zUuidParams,
        body: zExperimentsRequest,
        response: { 200: zExperimentsResponse, ...errors },
      },
    },
    async (request) => ({
      experiments: await saveExperiments(db, ownScope(request, request.params.uuid), request.body),
    }),
  );

  app.get(
    OPTIMIZELY_PROFILE_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "The caller's experimentation profile",
        response: { 200: zOptimizelyProfile, ...errors },
      },
    },
    async (request) =>
      getOptimizelyProfile(db, request.org.orgCode, callerOf(request).identityUuid),
  );

  app.patch(
    OPTIMIZELY_PROFILE_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "Save the caller's experimentation profile (identityUuid must be the caller's)",
        querystring: z.object({ identityUuid: z.string().optional() }),
        body: zOptimizelyProfileRequest,
        response: { 200: zOptimizelyProfile, ...errors },
      },
    },
    async (request) => {
      const { identityUuid } = callerOf(request);
      // Another identity's profile is as unknown as a missing one.
      if (request.query.identityUuid !== undefined && request.query.identityUuid !== identityUuid) {
        throw AppError.notFound();
      }
      return saveOptimizelyProfile(
        db,
        request.org.orgCode,
        identityUuid,
        request.body.optimizelyProfileUuid,
        deps.now(),
      );
    },
  );
};
