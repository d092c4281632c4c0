import {
  SIGNING_MESSAGES,
  zESignConsentRequest,
  zDocumentRendition,
  zSignDocumentRequest,
  zSigningView,
} from '@openheloc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { borrowerContextOf } from '../application/request-context';
import { HELOC_V1 } from '../application/paths';
import { agreedCopy } from './agreed-copy';
import { requireAuth } from '../auth/authenticate';
import {
  documentRenditionOf,
  giveESignConsent,
  originalDocument,
  signDocument,
  notarizedDocument,
  signedDocument,
  signingView,
} from './signing-service';
import { errorResponses } from '../../http/error-responses';
import { canonicalUuid } from '../../http/uuid';

export const SIGNING_PATH = `${HELOC_V1}/:uuid/signing`;
const DOCUMENT_PATH = `${SIGNING_PATH}/documents/:documentUuid`;

const tags = ['signing'];
const errors = errorResponses(400, 401, 403, 404, 409);
const zParams = z.object({ uuid: z.string() });
const zDocumentParams = z.object({ uuid: z.string(), documentUuid: z.string() });
const zPdf = z.string().describe('application/pdf');

/**
 * E-signing of the closing documents: consent (once, its disclosure kept as agreed), review, one
 * signature per document, signed copies.
 */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const borrower = requireAuth('BORROWER');
  const contextOf = (request: FastifyRequest, uuid: string) =>
    borrowerContextOf(deps, request, uuid);
  const documentUuidOf = (documentUuid: string) => {
    const uuid = canonicalUuid(documentUuid);
    if (uuid === null) throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
    return uuid;
  };
  const sendPdf = (
    reply: FastifyReply,
    file: { fileName: string; sha256: string; content: Uint8Array },
    contentType = 'application/pdf',
  ) =>
    reply
      .header('content-type', contentType)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
      .header('x-content-sha256', file.sha256)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.content));

  app.get(
    SIGNING_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The closing documents to sign, with their SHA-256 and whether each is signed',
        description:
          'Readable in any state once the documents exist (the dashboard lists the signed copies); `open` says whether signing is possible now. 404 for an unknown or foreign application.',
        params: zParams,
        response: { 200: zSigningView, ...errors },
      },
    },
    async (request) => signingView(contextOf(request, request.params.uuid)),
  );

  app.post(
    `${SIGNING_PATH}/consent`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Agree to use electronic records and signatures (E-SIGN): before any signature',
        description:
          'Recorded once with the time, IP address and browser; agreeing again keeps the first record. 409 when signing is not open in the current state.',
        params: zParams,
        body: zESignConsentRequest,
        response: { 200: zSigningView, ...errors },
      },
    },
    async (request) => giveESignConsent(contextOf(request, request.params.uuid), request.body),
  );

  app.get(
    `${DOCUMENT_PATH}/content`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'A closing document as generated, to review before signing',
        description: 'The header x-content-sha256 carries the hash to send with the signature.',
        params: zDocumentParams,
        response: { 200: zPdf, ...errors },
      },
    },
    async (request, reply) => {
      const file = await originalDocument(
        contextOf(request, request.params.uuid),
        documentUuidOf(request.params.documentUuid),
      );
      return sendPdf(reply, file, file.contentType);
    },
  );

  app.get(
    `${DOCUMENT_PATH}/rendition`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'A closing document as readable HTML, bound to the SHA-256 of its PDF',
        description:
          'Made from the same content as the PDF, and given only once the server has checked that this content still makes the stored PDF (its hash is `sha256`, the one to sign with). 409 when they no longer match: read the PDF instead.',
        params: zDocumentParams,
        response: { 200: zDocumentRendition, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(
          await documentRenditionOf(
            contextOf(request, request.params.uuid),
            documentUuidOf(request.params.documentUuid),
          ),
        ),
  );

  app.post(
    `${DOCUMENT_PATH}/signatures`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'Sign one closing document (typed name or drawn image, location or its refusal, the reviewed hash)',
        description:
          'The signature is recorded with the time, IP address, browser and location, and a signing certificate page is appended to a signed copy. When the last document is signed the application moves on (SIGN_DOCUMENTS). 409 with nothing changed for a hash that no longer matches, a document already signed, no E-SIGN consent, or a state where signing is closed; 404 for a document or application that is not yours.',
        params: zDocumentParams,
        body: zSignDocumentRequest,
        response: { 201: zSigningView, ...errors },
      },
    },
    async (request, reply) => {
      const result = await signDocument(
        contextOf(request, request.params.uuid),
        documentUuidOf(request.params.documentUuid),
        request.body,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    `${DOCUMENT_PATH}/signed`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The signed copy of a closing document, with its signing certificate page',
        description:
          'The header x-content-sha256 carries the signed copy’s hash. 404 until signed.',
        params: zDocumentParams,
        response: { 200: zPdf, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await signedDocument(
          contextOf(request, request.params.uuid),
          documentUuidOf(request.params.documentUuid),
        ),
      ),
  );

  app.get(
    `${DOCUMENT_PATH}/agreed`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The E-SIGN disclosure as agreed, with the page recording the consent',
        description:
          'The consent is given once (`POST …/signing/consent`) and this disclosure is never signed: its copy records when it was agreed, the disclosure version, the IP address and browser. The header x-content-sha256 carries the copy’s hash. 404 before the consent, and for any document that is signed.',
        params: zDocumentParams,
        response: { 200: zPdf, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await agreedCopy(
          contextOf(request, request.params.uuid),
          documentUuidOf(request.params.documentUuid),
        ),
      ),
  );

  app.get(
    `${DOCUMENT_PATH}/notarized`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary:
          'The notarized security instrument: signatures, acknowledgment, seal, certificates',
        description:
          'The header x-content-sha256 carries the notarized copy’s hash. 404 until notarized, and for any other document.',
        params: zDocumentParams,
        response: { 200: zPdf, ...errors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await notarizedDocument(
          contextOf(request, request.params.uuid),
          documentUuidOf(request.params.documentUuid),
        ),
      ),
  );
};
