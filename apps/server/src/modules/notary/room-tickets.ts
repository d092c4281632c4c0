import { zNotaryRole, type NotaryRole } from '@openheloc/domain';
import { z } from 'zod';
import {
  scopedTokenKey,
  signScopedToken,
  verifyScopedToken,
  type TokenScope,
} from '../../security/scoped-token';

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
  return scopedTokenKey(jwtSecret, 'notary-room-ticket');
}

const scopeOf = (key: Uint8Array): TokenScope => ({ key, issuer: ISSUER });

export async function issueRoomTicket(
  key: Uint8Array,
  participant: RoomParticipant,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const { token, expiresAt } = await signScopedToken(scopeOf(key), {
    claims: {
      app: participant.applicationUuid,
      org: participant.orgCode,
      role: participant.role,
      name: participant.name,
    },
    subject: participant.participantId,
    ttlSeconds: NOTARY_TICKET_TTL_SECONDS,
    now,
  });
  return { ticket: token, expiresAt };
}

/** The ticket's participant, or null when forged, malformed or expired. */
export async function verifyRoomTicket(
  key: Uint8Array,
  ticket: string,
  now: Date,
): Promise<RoomParticipant | null> {
  const claims = await verifyScopedToken(scopeOf(key), ticket, zClaims, { now });
  return (
    claims && {
      applicationUuid: claims.app,
      orgCode: claims.org,
      role: claims.role,
      participantId: claims.sub,
      name: claims.name,
    }
  );
}
