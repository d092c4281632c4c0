import {
  NOTARY_MESSAGES,
  NOTARY_SOCKET_PATH,
  zApplicationStatus,
  zNotaryCompletion,
  zCompleteNotarizationRequest,
  zNotaryRoomFiles,
  zNotaryRoomTicket,
  zNotaryScheduleRequest,
  zNotarySessionList,
  zNotarySlotsResponse,
  zSignerNotarization,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { borrowerContextOf } from '../application/request-context';
import { HELOC_V1 } from '../application/paths';
import { findOwnApplication, statusView } from '../application/read-service';
import { callerOf, requireAuth } from '../auth/authenticate';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { sendStoredFile } from '../documents/send-file';
import { roomFile, roomFiles } from './room-files';
import { createRoomHub } from './room-hub';
import {
  borrowerTicket,
  completeNotarization,
  notaryTicket,
  waitingSessions,
  type RoomDeps,
} from './room-service';
import { roomTicketKey } from './room-tickets';
import { completeSignerNotarization, signerTicket } from './signer-notary';
import { freeSlots, reserveSlot } from './slot-service';
import { errorResponses } from '../../http/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['notary'];
const security = [{ bearer: [] }];
const zUuidParams = z.object({ uuid: z.string() });
const OPS_SESSIONS = '/ops/api/v1/notary/sessions';

/**
 * The notary: manual slots the borrower reserves, and the eNotary room (presence, chat and WebRTC
 * signalling over one socket) where an operations user with the NOTARY role meets the borrower
 * and alone completes the notarization.
 */
export const notaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const roomDeps: RoomDeps = {
    db,
    now: deps.now,
    bus: deps.notaryBus,
    ticketKey: roomTicketKey(deps.secrets.jwtSecret),
  };
  const hub = createRoomHub({ ...roomDeps, log: app.log });
  app.addHook('onClose', async () => {
    hub.close();
    await deps.notaryBus.close();
  });

  const borrower = requireAuth('BORROWER');
  const contextOf = (request: FastifyRequest, uuid: string) =>
    borrowerContextOf(deps, request, uuid);

  app.get(
    `${HELOC_V1}/:uuid/notary/slots`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Free manual-notary slots (30 minutes, next 10 business days) and the fee',
        params: zUuidParams,
        response: { 200: zNotarySlotsResponse, ...errors },
      },
    },
    async (request) => freeSlots(contextOf(request, request.params.uuid)),
  );

  app.post(
    `${HELOC_V1}/:uuid/notary/schedule`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Reserve a manual-notary slot (the manual notarization fee joins the quote)',
        description:
          "400 for a time that is not one of the slots offered; 409 when it was just taken or the step isn't available.",
        params: zUuidParams,
        body: zNotaryScheduleRequest,
        response: { 200: zApplicationStatus, ...errors },
      },
    },
    async (request) => {
      const ctx = contextOf(request, request.params.uuid);
      await reserveSlot(ctx, request.body);
      return statusView(await findOwnApplication(db, ctx.scope), deps.now());
    },
  );

  app.post(
    `${HELOC_V1}/:uuid/notary/room-ticket`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "A two-minute ticket into the application's eNotary room, for the socket's join",
        params: zUuidParams,
        response: { 200: zNotaryRoomTicket, ...errors },
      },
    },
    async (request) => {
      const ctx = contextOf(request, request.params.uuid);
      return borrowerTicket(roomDeps, await findOwnApplication(db, ctx.scope));
    },
  );

  app.post(
    `${HELOC_V1}/:uuid/notary/complete`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Refused: only the notary completes the notarization',
        description: '403 for the owner, nothing changes; 404 for anyone else.',
        params: zUuidParams,
        response: { ...errors },
      },
    },
    async (request) => {
      await findOwnApplication(db, contextOf(request, request.params.uuid).scope);
      throw AppError.forbidden(NOTARY_MESSAGES.borrowerCannotComplete);
    },
  );

  app.post(
    '/service-application/api/v1/heloc-signer/me/notary/room-ticket',
    {
      preHandler: requireAuth('CO_DEEDER'),
      schema: {
        tags,
        summary: "An additional signer's two-minute ticket into the application's eNotary room",
        description:
          '409 until the signer has signed and the borrower has signed (the room opens then), or once they are notarized.',
        response: { 200: zNotaryRoomTicket, ...errors },
      },
    },
    async (request) =>
      signerTicket(roomDeps, {
        identityUuid: callerOf(request).identityUuid,
        orgCode: request.org.orgCode,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  const notary = requireOpsUser('NOTARY', 'ADMIN');

  app.get(
    OPS_SESSIONS,
    {
      preHandler: notary,
      schema: {
        tags,
        summary: 'Signed applications waiting for a notary, of the lenders the user serves',
        security,
        response: { 200: zNotarySessionList, ...errors },
      },
    },
    async (request) => ({ sessions: await waitingSessions(db, opsUserOf(request), deps.now()) }),
  );

  app.post(
    `${OPS_SESSIONS}/:uuid/room-ticket`,
    {
      preHandler: notary,
      schema: {
        tags,
        summary: "A two-minute ticket into an application's eNotary room, as its notary",
        security,
        params: zUuidParams,
        response: { 200: zNotaryRoomTicket, ...errors },
      },
    },
    async (request) => notaryTicket(roomDeps, opsUserOf(request), request.params.uuid),
  );

  app.post(
    `${OPS_SESSIONS}/:uuid/complete`,
    {
      preHandler: notary,
      schema: {
        tags,
        summary: 'Complete the notarization: records who and when, and moves the application on',
        description:
          '409 while the borrower is not in an online session, before a manual appointment, or once complete.',
        security,
        params: zUuidParams,
        body: zCompleteNotarizationRequest,
        response: { 200: zNotaryCompletion, ...errors },
      },
    },
    async (request) =>
      completeNotarization(roomDeps, opsUserOf(request), request.params.uuid, request.body),
  );

  app.post(
    `${OPS_SESSIONS}/:uuid/signers/:signerUuid/complete`,
    {
      preHandler: notary,
      schema: {
        tags,
        summary: 'Notarize one additional signer who is in the session',
        description:
          '409 while the signer is not in the session, before they signed, or once notarized; the application closes only when every signer is notarized.',
        security,
        params: z.object({ uuid: z.string(), signerUuid: z.uuid() }),
        response: { 200: zSignerNotarization, ...errors },
      },
    },
    async (request) =>
      completeSignerNotarization(
        roomDeps,
        opsUserOf(request),
        request.params.uuid,
        request.params.signerUuid,
      ),
  );

  const filesDeps = { db, blobs: deps.blobs, now: deps.now };
  app.get(
    `${OPS_SESSIONS}/:uuid/room-files`,
    {
      preHandler: notary,
      schema: {
        tags,
        summary:
          'The documents being notarized and each owner’s photo ID, for the notary in the room',
        description:
          '403 unless the caller is in the session’s room now; 409 once the session is over.',
        security,
        params: zUuidParams,
        response: { 200: zNotaryRoomFiles, ...errors },
      },
    },
    async (request) => roomFiles(filesDeps, opsUserOf(request), request.params.uuid),
  );

  app.get(
    `${OPS_SESSIONS}/:uuid/room-files/:fileUuid/content`,
    {
      preHandler: notary,
      schema: {
        tags,
        summary: 'One of the room’s files: an owner’s signed copy or a photo of their ID',
        description: 'As the list: 403 unless in the room; 404 for a file the room does not list.',
        security,
        params: z.object({ uuid: z.string(), fileUuid: z.string() }),
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await roomFile(filesDeps, opsUserOf(request), request.params.uuid, request.params.fileUuid),
      ),
  );

  app.get(NOTARY_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) =>
    hub.attach(socket),
  );
};
