import { z } from 'zod';
import { zCents } from '../money/cents-schema';
import { SIGNER_CREDIT_STATES, SIGNER_IDENTITY_STATES } from '../signers/co-borrower-checks';

export const NOTARY_MESSAGES = {
  slotTaken: 'That time has just been taken. Please choose another time',
  slotNotOffered: 'Please choose one of the times shown',
  borrowerCannotComplete: 'Only your notary can complete the notarization',
  notSigned: 'Please sign your documents before meeting the notary',
  alreadyNotarized: 'This notarization is already complete',
  roomClosed: 'This notary session has ended',
} as const;

export const zNotarySlotView = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  isoDate: z.iso.date(),
  minuteOfDay: z.number().int(),
});

/** The manual notary's free slots and what it costs, before the borrower reserves one. */
export const zNotarySlotsResponse = z.object({
  feeCents: zCents,
  slots: z.array(zNotarySlotView),
  /** The borrower's reservation, when they hold one. */
  reservedAt: z.iso.datetime().nullable(),
});
export type NotarySlotsResponse = z.infer<typeof zNotarySlotsResponse>;

/** A short-lived ticket that opens one application's notary room on the socket. */
export const zNotaryRoomTicket = z.object({
  ticket: z.string(),
  socketPath: z.string(),
  expiresAt: z.iso.datetime(),
});
export type NotaryRoomTicket = z.infer<typeof zNotaryRoomTicket>;

export const zNotaryRole = z.enum(['BORROWER', 'NOTARY']);
export type NotaryRole = z.infer<typeof zNotaryRole>;

/** A session waiting for a notary, in the operations list. */
export const zNotarySessionSummary = z.object({
  applicationUuid: z.uuid(),
  loanNumber: z.string().nullable(),
  orgCode: z.string(),
  borrowerName: z.string(),
  kind: z.enum(['ENOTARY', 'MANUAL']),
  scheduledFor: z.iso.datetime().nullable(),
  borrowerPresent: z.boolean(),
  /** The additional signers, each notarized on their own before the application can close. */
  signers: z.array(
    z.object({
      uuid: z.uuid(),
      name: z.string(),
      signed: z.boolean(),
      notarized: z.boolean(),
      present: z.boolean(),
      /** A co-borrower's ID and credit checks (NOT_REQUIRED for a co-deeder). */
      identity: z.enum(SIGNER_IDENTITY_STATES),
      credit: z.enum(SIGNER_CREDIT_STATES),
    }),
  ),
});
export type NotarySessionSummary = z.infer<typeof zNotarySessionSummary>;

export const zNotarySessionList = z.object({ sessions: z.array(zNotarySessionSummary) });

export const zSignerNotarization = z.object({
  signerUuid: z.uuid(),
  notarizedAt: z.iso.datetime(),
  notarizedBy: z.string(),
});

export const zNotaryCompletion = z.object({
  applicationUuid: z.uuid(),
  completedAt: z.iso.datetime(),
  completedBy: z.string(),
});
