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
  countyRequired: 'Please enter the county where you are notarizing',
  commissionNumberRequired: 'Please enter your commission number',
  commissionNumberInvalid: 'Please enter your commission number as it appears on your commission',
  commissionExpiresRequired: 'Please enter the date your commission expires',
  commissionExpired: 'Your commission has expired: it cannot be used to notarize',
  joinToSeeFiles: 'Join the session to see its documents and photo IDs',
} as const;

/**
 * What the notary writes into the acknowledgment when completing the notarization: where the
 * act takes place and their commission. (That the commission has not expired is checked on the
 * server, against the day in Pacific Time.)
 */
export const zCompleteNotarizationRequest = z.object({
  county: z
    .string({ error: NOTARY_MESSAGES.countyRequired })
    .trim()
    .min(2, { error: NOTARY_MESSAGES.countyRequired })
    .max(60, { error: NOTARY_MESSAGES.countyRequired })
    .regex(/^[\p{L} .'’-]+$/u, { error: NOTARY_MESSAGES.countyRequired }),
  commissionNumber: z
    .string({ error: NOTARY_MESSAGES.commissionNumberRequired })
    .trim()
    .min(1, { error: NOTARY_MESSAGES.commissionNumberRequired })
    .max(30, { error: NOTARY_MESSAGES.commissionNumberInvalid })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: NOTARY_MESSAGES.commissionNumberInvalid }),
  commissionExpires: z.iso.date({ error: NOTARY_MESSAGES.commissionExpiresRequired }),
});
export type CompleteNotarizationRequest = z.infer<typeof zCompleteNotarizationRequest>;

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
