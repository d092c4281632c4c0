import { z } from 'zod';
import { zRightToCancelView } from '../application/right-to-cancel';
import { zApplicationState } from '../application/application-state';
import { zSigningDocument } from '../signing/signing-schemas';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { zConfirmPassword, zPassword } from '../validation/password';
import { zFirstName, zLastName } from '../validation/person-name';
import { zEmail, zPhoneNumber } from '../validation/contact';
import { whenValid } from '../validation/when-valid';
import { zIdCheck } from '../enums/id-type';
import { SIGNER_CREDIT_STATES, SIGNER_IDENTITY_STATES } from './co-borrower-checks';
import { SIGNER_ROLES, SIGNER_STATUSES } from './signer-rules';

export const zSignerRole = z.enum(SIGNER_ROLES, { error: 'Please choose how this person signs' });
export const zSignerStatus = z.enum(SIGNER_STATUSES);
export const zSignerIdentityState = z.enum(SIGNER_IDENTITY_STATES);
export const zSignerCreditState = z.enum(SIGNER_CREDIT_STATES);

/** A co-borrower's checks as the borrower, operations and the signer see them (never the report). */
export const zSignerChecks = z.object({
  identity: zSignerIdentityState,
  credit: zSignerCreditState,
});

/** POST …/heloc/{uuid}/signers: the borrower adds an owner on title or a co-borrower. */
export const zAddSignerRequest = z.object({
  firstName: zFirstName,
  lastName: zLastName,
  email: zEmail,
  phoneNumber: zPhoneNumber,
  role: zSignerRole,
});
export type AddSignerRequest = z.output<typeof zAddSignerRequest>;
export type AddSignerInput = z.input<typeof zAddSignerRequest>;

export const zSignerSummary = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: zSignerRole,
  status: zSignerStatus,
  checks: zSignerChecks,
  invitedAt: z.iso.datetime(),
  invitationExpiresAt: z.iso.datetime(),
});
export type SignerSummary = z.infer<typeof zSignerSummary>;

/** The borrower's list: who signs with them, whether more can be added, and whom records name. */
export const zSignerList = z.object({
  signers: z.array(zSignerSummary),
  canAdd: z.boolean(),
  /** Owners in the property records who are neither the borrower nor a signer yet. */
  ownersOnRecord: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
});
export type SignerList = z.infer<typeof zSignerList>;

/** POST …/heloc-signer/invitations/accept: the signer opens the link and sets a password. */
export const zAcceptInvitationRequest = z
  .object({
    token: z.string().min(1, { error: 'This invitation link is not valid' }).max(200),
    password: zPassword,
    confirmPassword: zConfirmPassword,
  })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenValid(['confirmPassword']),
  });
export type AcceptInvitationRequest = z.output<typeof zAcceptInvitationRequest>;

/** GET …/heloc-signer/invitations/{token}: whom the link is for, before the password is set. */
export const zInvitationPreview = z.object({
  firstName: z.string(),
  email: z.string(),
  borrowerName: z.string(),
});

/** What a signed-in signer sees: only what they must sign, and where they stand. */
export const zSignerHome = z.object({
  signerUuid: z.uuid(),
  applicationUuid: z.uuid(),
  loanNumber: z.string(),
  state: zApplicationState,
  firstName: z.string(),
  lastName: z.string(),
  borrowerName: z.string(),
  role: zSignerRole,
  status: zSignerStatus,
  checks: zSignerChecks,
  /** Why the last ID was not accepted (empty unless the check failed). */
  idFailedChecks: z.array(zIdCheck),
  /** The last four digits of the SSN given for the credit check, if any. */
  ssnLast4: z.string().nullable(),
  consented: z.boolean(),
  /** The documents exist and the application is still before its notarization. */
  signingOpen: z.boolean(),
  documents: z.array(zSigningDocument),
  /** A document request waits for this signer (and their lender shows signers theirs). */
  conditionsOpen: z.boolean(),
  /** The signer's own right to cancel and notice; null before the notarization. */
  rightToCancel: zRightToCancelView.nullable(),
});
export type SignerHome = z.infer<typeof zSignerHome>;
