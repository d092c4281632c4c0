import type { ApplicationState } from '../application/application-state';
import type { ApplicationDocumentType } from '../enums/document-type';

export const SIGNER_ROLES = ['CO_DEEDER', 'CO_BORROWER'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = {
  CO_DEEDER: 'Co-owner on title (co-deeder)',
  CO_BORROWER: 'Co-borrower',
};

export const SIGNER_STATUSES = ['INVITED', 'ACCEPTED', 'SIGNED', 'NOTARIZED'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

export const SIGNER_STATUS_LABELS: Record<SignerStatus, string> = {
  INVITED: 'Invited',
  ACCEPTED: 'Account set up',
  SIGNED: 'Signed, waiting for the notary',
  NOTARIZED: 'Signed and notarized',
};

/** An invitation link is good for 7 days (a new one can be sent; the old one then stops working). */
export const SIGNER_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a signer stands, from the moments recorded for them. */
export function signerStatus(moments: {
  acceptedAt: Date | null;
  signedAt: Date | null;
  notarizedAt: Date | null;
}): SignerStatus {
  if (moments.notarizedAt) return 'NOTARIZED';
  if (moments.signedAt) return 'SIGNED';
  if (moments.acceptedAt) return 'ACCEPTED';
  return 'INVITED';
}

/** The application may close only when every additional signer has signed and been notarized. */
export function everySignerNotarized(statuses: readonly SignerStatus[]): boolean {
  return statuses.every((status) => status === 'NOTARIZED');
}

/**
 * Where the borrower may add signers: the steps they act on before the closing documents are
 * generated (the documents name every owner and give each their own notice of the right to
 * cancel). Not while a job is running.
 */
export const SIGNER_STATES: readonly ApplicationState[] = [
  'IN_PROGRESS',
  'HMDA',
  'APP_SUBMISSION',
  'INCOME_VERIFICATION',
  'DISBURSEMENT_ACCOUNT',
  'IDENTITY_VERIFICATION',
  'BPO_ORDER_REQUEST',
];

export function signersCanBeAdded(state: ApplicationState): boolean {
  return SIGNER_STATES.includes(state);
}

/**
 * The closing documents a signer signs: a co-deeder the security instrument; a co-borrower also
 * the agreement and note. Their own notice of the right to cancel comes at the notarization.
 */
export function signerDocumentTypes(role: SignerRole): readonly ApplicationDocumentType[] {
  const common: ApplicationDocumentType[] = ['DEED_OF_TRUST', 'MORTGAGE'];
  return role === 'CO_BORROWER' ? ['HELOC_AGREEMENT', ...common] : common;
}
