import { z } from 'zod';
import type { ApiErrorCode } from '../errors/error-codes';
import { zSignerRole } from '../signers/signer-schemas';
import { zNotaryRole } from './notary-api';

/** Where the browser opens the notary room's socket. */
export const NOTARY_SOCKET_PATH = '/service-notary/websocket';
export const NOTARY_CHAT_MAX_LENGTH = 2_000;

/** WebRTC signalling the server relays unread: the session description or an ICE candidate. */
export const zNotarySignal = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['offer', 'answer']),
    sdp: z.string().max(60_000),
  }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(64).nullable(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
  }),
]);
export type NotarySignal = z.infer<typeof zNotarySignal>;

export const zNotaryClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), ticket: z.string().min(1).max(4_000) }),
  z.object({
    type: z.literal('chat'),
    text: z.string().trim().min(1).max(NOTARY_CHAT_MAX_LENGTH),
  }),
  // Signals go to one connection: the notary calls each owner's connection on its own.
  z.object({ type: z.literal('signal'), to: z.uuid(), signal: zNotarySignal }),
  z.object({ type: z.literal('ping') }),
]);
export type NotaryClientFrame = z.infer<typeof zNotaryClientFrame>;

/** An additional signer joins on the borrower's side: `signerRole` says which kind they are. */
export const zNotaryParticipant = z.object({
  role: zNotaryRole,
  name: z.string(),
  signerRole: zSignerRole.nullable(),
});
export type NotaryParticipant = z.infer<typeof zNotaryParticipant>;

/**
 * One open connection in the room (a person reloading, or in two tabs, has one per tab): the
 * video links are made between connections, not people.
 */
export const zNotaryPeer = z.object({
  peerId: z.uuid(),
  role: zNotaryRole,
  name: z.string(),
});
export type NotaryPeer = z.infer<typeof zNotaryPeer>;

export const zNotaryChatMessage = z.object({
  seq: z.number().int(),
  role: zNotaryRole,
  name: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});
export type NotaryChatMessage = z.infer<typeof zNotaryChatMessage>;

export type NotaryServerFrame =
  | {
      type: 'joined';
      role: z.infer<typeof zNotaryRole>;
      /** This connection's own peer id. */
      self: string;
      present: NotaryParticipant[];
      peers: NotaryPeer[];
      messages: NotaryChatMessage[];
    }
  | { type: 'presence'; present: NotaryParticipant[]; peers: NotaryPeer[] }
  | { type: 'chat'; message: NotaryChatMessage }
  | {
      type: 'signal';
      from: z.infer<typeof zNotaryRole>;
      fromPeer: string;
      signal: NotarySignal;
    }
  | { type: 'completed'; completedAt: string }
  | { type: 'error'; code: ApiErrorCode; message: string }
  | { type: 'pong' };
