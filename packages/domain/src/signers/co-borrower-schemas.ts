import { z } from 'zod';
import { zIdentityUploadRequest, zSsnInput } from '../application/requests';
import { zAddress } from '../validation/address';
import { zDateOfBirthParts } from '../validation/date-of-birth';
import { SIGNER_MESSAGES } from './signer-messages';

/** POST …/heloc-signer/me/identity: the co-borrower's ID, as the borrower sends theirs. */
export const zSignerIdentityRequest = zIdentityUploadRequest;
export type SignerIdentityRequest = z.input<typeof zSignerIdentityRequest>;

/**
 * POST …/heloc-signer/me/credit: what the soft pull needs, the co-borrower's own (the same
 * fields and messages as the borrower's), and their written authorization.
 */
export const zSignerCreditRequest = z.object({
  dateOfBirth: zDateOfBirthParts(),
  address: zAddress,
  ssn: zSsnInput,
  authorized: z.literal(true, { error: SIGNER_MESSAGES.creditAuthorizationNeeded }),
});
export type SignerCreditRequest = z.input<typeof zSignerCreditRequest>;
export type SignerCreditValues = z.output<typeof zSignerCreditRequest>;
