import { zNotaryRole, type NotaryRole } from '@openheloc/domain';
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Long enough to open the socket after asking; the room is checked again on every join. */
export const NOTARY_TICKET_TTL_SECONDS = 120;
const ISSUER = 'openheloc-notary-room';

export type RoomParticipant = {
  applicationUuid: string;
  orgCode: string;
  role: NotaryRole;
  /** The borrower's identity or the notary's operations user. */
  participantId: string;
  name: string;
};

const zClaims = z.object({
  app: z.uuid(),
  org: z.string().min(1),
  role: zNotaryRole,
  sub: z.string().min(1),
  name: z.string(),
});

/** Its own key and issuer: a ticket opens one room and nothing else, and no other token opens it. */
export function roomTicketKey(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', jwtSecret).update('notary-room-ticket').digest());
}

export async function issueRoomTicket(
  key: Uint8Array,
  participant: RoomParticipant,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + NOTARY_TICKET_TTL_SECONDS;
  const ticket = await new SignJWT({
    app: participant.applicationUuid,
    org: participant.orgCode,
    role: participant.role,
    name: participant.name,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(participant.participantId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(key);
  return { ticket, expiresAt: new Date(exp * 1000) };
}

/** The ticket's participant, or null when forged, malformed or expired. */
export async function verifyRoomTicket(
  key: Uint8Array,
  ticket: string,
  now: Date,
): Promise<RoomParticipant | null> {
  try {
    const { payload } = await jwtVerify(ticket, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = zClaims.parse(payload);
    return {
      applicationUuid: claims.app,
      orgCode: claims.org,
      role: claims.role,
      participantId: claims.sub,
      name: claims.name,
    };
  } catch {
    return null;
  }
}
