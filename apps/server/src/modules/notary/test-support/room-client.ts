import {
  NOTARY_SOCKET_PATH,
  type NotaryClientFrame,
  type NotaryRoomTicket,
  type NotaryServerFrame,
  type OpsRole,
} from '@openheloc/domain';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client';
import { signInNewOpsUser } from '../../ops-users/test-support/ops-sign-in';

export const HELOC = '/service-application/api/v1/application/heloc';
export const OPS_SESSIONS = '/ops/api/v1/notary/sessions';

/** An operations user of the test app (a notary unless said), signed in: its token. */
export function opsToken(
  app: FastifyInstance,
  db: Db,
  user: { email: string; name?: string; roles?: OpsRole[]; orgCodes?: string[] },
): Promise<string> {
  return signInNewOpsUser(app, db, {
    email: user.email,
    name: user.name ?? 'Nico Notary',
    roles: user.roles ?? ['NOTARY'],
    orgCodes: user.orgCodes ?? ['*'],
  });
}

/** A socket into the notary room with every frame it received, and waits for frames to come. */
export async function roomSocket(app: FastifyInstance) {
  const socket = await app.injectWS(NOTARY_SOCKET_PATH);
  const frames: NotaryServerFrame[] = [];
  const waiters: { match: (f: NotaryServerFrame) => boolean; resolve: () => void }[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as NotaryServerFrame);
    for (const waiter of [...waiters]) {
      if (frames.some(waiter.match)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  return {
    frames,
    send: (frame: NotaryClientFrame) => socket.send(JSON.stringify(frame)),
    /** The last frame received so far that matches, once one has come. */
    async until<T extends NotaryServerFrame['type']>(
      type: T,
      where: (frame: Extract<NotaryServerFrame, { type: T }>) => boolean = () => true,
    ): Promise<Extract<NotaryServerFrame, { type: T }>> {
      type F = Extract<NotaryServerFrame, { type: T }>;
      const match = (frame: NotaryServerFrame): boolean => frame.type === type && where(frame as F);
      if (!frames.some(match)) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`No ${type} frame`)), 5_000);
          waiters.push({
            match,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return frames.filter(match).at(-1) as F;
    },
    close: () => socket.terminate(),
  };
}

/** Opens the room with `ticket` and waits until joined. */
export async function joinRoom(app: FastifyInstance, ticket: NotaryRoomTicket) {
  const room = await roomSocket(app);
  room.send({ type: 'join', ticket: ticket.ticket });
  await room.until('joined');
  return room;
}

/**
 * The notarization as it happens: the borrower opens their room, a notary joins and completes.
 * Answers once the application has moved on.
 */
/** What a notary writes into the acknowledgment: a county and a commission that is current. */
export const ACKNOWLEDGMENT = {
  county: 'Denver',
  commissionNumber: '20264012345',
  commissionExpires: '2030-06-30',
} as const;

export async function notarize(
  app: FastifyInstance,
  db: Db,
  borrower: { applicationUuid: string; token: string },
): Promise<void> {
  const ticket = await app.inject({
    method: 'POST',
    url: `${HELOC}/${borrower.applicationUuid}/notary/room-ticket`,
    headers: { authorization: `Bearer ${borrower.token}` },
  });
  if (ticket.statusCode !== 200) throw new Error(`room ticket refused: ${ticket.body}`);
  const room = await joinRoom(app, ticket.json<NotaryRoomTicket>());
  // A notary of their own each time: a second sign-in would need the first one's authenticator.
  const token = await opsToken(app, db, { email: `walk.notary.${randomUUID()}@openheloc.test` });
  const done = await app.inject({
    method: 'POST',
    url: `${OPS_SESSIONS}/${borrower.applicationUuid}/complete`,
    headers: { authorization: `Bearer ${token}` },
    payload: ACKNOWLEDGMENT,
  });
  room.close();
  if (done.statusCode !== 200) throw new Error(`notarization refused: ${done.body}`);
}
