import {
  SIGNING_MESSAGES,
  zAcceptInvitationRequest,
  zAddSignerRequest,
  zCoDeedStatus,
  zDocumentRendition,
  zESignConsentRequest,
  zInvitationPreview,
  zSignDocumentRequest,
  zSignerHome,
  zSignerList,
} from '@openheloc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { HELOC_V1 } from '../application/paths';
import { borrowerContextOf } from '../application/request-context';
import { callerOf, requireAuth } from '../auth/authenticate';
import { LOGIN_REQUEST_RATE_LIMIT } from '../identity/schemas';
import { addSigner, listSigners, resendInvitation } from './borrower-signers';
import { coDeedStatus } from './co-deed-status';
import { deliverInvitation } from './invitation-delivery';
import { acceptInvitation, previewInvitation } from './invitations';
import {
  acknowledgeSignerNotice,
  cancelAsSigner,
  giveSignerConsent,
  signAsSigner,
  signerDocument,
  signerDocumentRendition,
  signerHome,
  signerNotarizedDocument,
  signerSignedDocument,
  type SignerCaller,
} from './signer-session';
import { errorResponses } from '../../http/error-responses';
import { canonicalUuid, isUuid } from '../../http/uuid';

/** The signed-in signer, and where the request comes from (a signature records both). */
export const signerCallerOf = (request: FastifyRequest): SignerCaller => ({
  identityUuid: callerOf(request).identityUuid,
  orgCode: request.org.orgCode,
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** The signer's own API: what they sign, nothing of the borrower's application else. */
export const SIGNER_V1 = '/service-application/api/v1/heloc-signer';

const tags = ['signers'];
const errors = errorResponses(400, 401, 403, 404, 409, 410);
const zParams = z.object({ uuid: z.string() });
const zSignerParams = z.object({ uuid: z.string(), signerUuid: z.string() });
const zDocumentParams = z.object({ documentUuid: z.string() });

const sendPdf = (
  reply: FastifyReply,
  file: { fileName: string; sha256: string; content: Uint8Array },
) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
    .header('x-content-sha256', file.sha256)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.content));

/**
 * Additional signers: the borrower adds co-deeders and co-borrowers and sees their progress; a
 * signer accepts their single-use invitation, then signs what concerns them.
 */
export const signerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const borrower = requireAuth('BORROWER');
  const signer = requireAuth('CO_DEEDER');
  const signerDeps = { db, blobs: deps.blobs, now: deps.now, scanner: deps.virusScanner };
  const send = (request: FastifyRequest) => deliverInvitation(request.org.orgCode);

  app.get(
    `${HELOC_V1}/co-deed/status`,
    {
      preHandler: requireAuth('BORROWER', 'CO_DEEDER'),
      schema: {
        tags,
        summary: 'Additional signers: the applications the caller signs, and the signers of theirs',
        response: { 200: zCoDeedStatus, ...errors },
      },
    },
    async (request) => coDeedStatus(db, request.org.orgCode, callerOf(request).identityUuid),
  );

  app.get(
    `${HELOC_V1}/:uuid/signers`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The additional signers of the application, with their progress',
        params: zParams,
        response: { 200: zSignerList, ...errors },
      },
    },
    async (request) => listSigners(borrowerContextOf(deps, request, request.params.uuid)),
  );

  app.post(
    `${HELOC_V1}/:uuid/signers`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Add a co-deeder or co-borrower and send them a single-use invitation',
        description:
          '400 for the borrower’s own e-mail; 409 for an e-mail already a signer or another account, or once the closing documents are prepared. Nothing changes on a refusal.',
        params: zParams,
        body: zAddSignerRequest,
        response: { 201: zSignerList, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = borrowerContextOf(deps, request, request.params.uuid);
      return reply.code(201).send(await addSigner(ctx, request.body, send(request)));
    },
  );

  app.post(
    `${HELOC_V1}/:uuid/signers/:signerUuid/invitation`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Send a signer a new invitation (the previous link stops working)',
        params: zSignerParams,
        response: { 200: zSignerList, ...errors },
      },
    },
    async (request) => {
      const ctx = borrowerContextOf(deps, request, request.params.uuid);
      if (!isUuid(request.params.signerUuid)) throw AppError.notFound('Signer not found');
      return resendInvitation(ctx, request.params.signerUuid, send(request));
    },
  );

  app.post(
    `${SIGNER_V1}/invitations/preview`,
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Whom an invitation is for, before the signer sets a password',
        description: '404 for a link that is not valid, 409 once used, 410 once expired.',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: zInvitationPreview, ...errors },
      },
    },
    async (request) => previewInvitation(db, request.org.orgCode, request.body.token, deps.now()),
  );

  app.post(
    `${SIGNER_V1}/invitations/accept`,
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Set the signer’s password through their invitation (single use) and sign in',
        description: '404 for a link that is not valid, 409 once used, 410 once expired.',
        body: zAcceptInvitationRequest,
        response: { 200: z.object({ jwt: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { token } = await acceptInvitation(
        { db, jwtSecret: deps.secrets.jwtSecret, now: deps.now },
        request.org.orgCode,
        request.body,
      );
      return { jwt: token };
    },
  );

  app.get(
    `${SIGNER_V1}/me`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'What the signed-in signer must sign, and where they stand',
        response: { 200: zSignerHome, ...errors },
      },
    },
    async (request) => signerHome(signerDeps, signerCallerOf(request)),
  );

  app.post(
    `${SIGNER_V1}/me/consent`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'The signer agrees to electronic records and signatures (E-SIGN)',
        body: zESignConsentRequest,
        response: { 200: zSignerHome, ...errors },
      },
    },
    async (request) => giveSignerConsent(signerDeps, signerCallerOf(request), request.body),
  );

  app.post(
    `${SIGNER_V1}/me/rescission-notice/acknowledgment`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary:
          'The signer acknowledges receiving their notice of the right to cancel (not a cancellation)',
        response: { 200: zSignerHome, ...errors },
      },
    },
    async (request) => acknowledgeSignerNotice(signerDeps, signerCallerOf(request)),
  );

  app.post(
    `${SIGNER_V1}/me/cancel`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'The signer, an owner, cancels the line within their right to cancel',
        response: { 200: zSignerHome, ...errors },
      },
    },
    async (request) => cancelAsSigner(signerDeps, signerCallerOf(request)),
  );

  const documentUuidOf = (documentUuid: string) => {
    const uuid = canonicalUuid(documentUuid);
    if (uuid === null) throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
    return uuid;
  };

  app.get(
    `${SIGNER_V1}/me/documents/:documentUuid/content`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'One of the signer’s documents as generated, to review before signing',
        params: zDocumentParams,
        response: { 200: z.string().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await signerDocument(
        signerDeps,
        signerCallerOf(request),
        documentUuidOf(request.params.documentUuid),
      );
      return sendPdf(reply, file);
    },
  );

  app.get(
    `${SIGNER_V1}/me/documents/:documentUuid/signed`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'The signer’s signed copy of one of their documents, with its certificate page',
        params: zDocumentParams,
        response: { 200: z.string().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await signerSignedDocument(
          signerDeps,
          signerCallerOf(request),
          documentUuidOf(request.params.documentUuid),
        ),
      ),
  );

  app.get(
    `${SIGNER_V1}/me/documents/:documentUuid/rendition`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'One of the signer’s documents as readable HTML, bound to the SHA-256 of its PDF',
        description:
          'As the borrower’s rendition: given only once the server has checked that the same content still makes the stored PDF. 409 when they no longer match; 404 for a document that is not the signer’s to sign nor their own notice of the right to cancel.',
        params: zDocumentParams,
        response: { 200: zDocumentRendition, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(
          await signerDocumentRendition(
            signerDeps,
            signerCallerOf(request),
            documentUuidOf(request.params.documentUuid),
          ),
        ),
  );

  app.get(
    `${SIGNER_V1}/me/documents/:documentUuid/notarized`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary:
          'The notarized security instrument, for a signer who signed it: signatures, acknowledgment, seal, certificates',
        description:
          'The header x-content-sha256 carries the notarized copy’s hash. 404 until notarized, for a document the signer did not sign, and for any other document.',
        params: zDocumentParams,
        response: { 200: z.string().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await signerNotarizedDocument(
          signerDeps,
          signerCallerOf(request),
          documentUuidOf(request.params.documentUuid),
        ),
      ),
  );

  app.post(
    `${SIGNER_V1}/me/documents/:documentUuid/signatures`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary:
          'The signer signs one of their documents (same service and certificate as the borrower)',
        params: zDocumentParams,
        body: zSignDocumentRequest,
        response: { 201: zSignerHome, ...errors },
      },
    },
    async (request, reply) => {
      const home = await signAsSigner(
        signerDeps,
        signerCallerOf(request),
        documentUuidOf(request.params.documentUuid),
        request.body,
      );
      return reply.code(201).send(home);
    },
  );
};
