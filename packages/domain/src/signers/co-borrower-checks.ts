import type { IdCheck } from '../enums/id-type';
import type { SignerRole } from './signer-rules';

/** Where a co-borrower's ID check stands (a co-deeder has none: NOT_REQUIRED). */
export const SIGNER_IDENTITY_STATES = [
  'NOT_REQUIRED',
  'NOT_STARTED',
  'VERIFIED',
  'FAILED',
  'PENDING_REVIEW',
] as const;
export type SignerIdentityState = (typeof SIGNER_IDENTITY_STATES)[number];

/**
 * Where a co-borrower's soft credit pull stands. FROZEN and NO_MATCH may be tried again (after
 * the freeze is lifted, or with the SSN corrected); BELOW_MINIMUM waits for operations.
 */
export const SIGNER_CREDIT_STATES = [
  'NOT_REQUIRED',
  'NOT_STARTED',
  'PASSED',
  'FROZEN',
  'NO_MATCH',
  'BELOW_MINIMUM',
] as const;
export type SignerCreditState = (typeof SIGNER_CREDIT_STATES)[number];

export const SIGNER_IDENTITY_LABELS: Record<SignerIdentityState, string> = {
  NOT_REQUIRED: 'Not needed',
  NOT_STARTED: 'ID not sent yet',
  VERIFIED: 'ID verified',
  FAILED: 'ID not verified: new photos needed',
  PENDING_REVIEW: 'ID under review by operations',
};

export const SIGNER_CREDIT_LABELS: Record<SignerCreditState, string> = {
  NOT_REQUIRED: 'Not needed',
  NOT_STARTED: 'Credit check not done yet',
  PASSED: 'Credit check passed',
  FROZEN: 'Credit file frozen: waiting for the freeze to be lifted',
  NO_MATCH: 'Credit file not found: details to check',
  BELOW_MINIMUM: 'Credit check held for review by operations',
};

/** The stored outcome of a signer's ID check (the provider's answer, without images). */
export type SignerIdVerification = {
  verificationId: string;
  status: 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW';
  failedChecks: IdCheck[];
  verifiedAt: string;
};

/** The stored outcome of a signer's soft pull: what it means, not the report. */
export type SignerCreditResult = {
  state: Extract<SignerCreditState, 'PASSED' | 'FROZEN' | 'NO_MATCH' | 'BELOW_MINIMUM'>;
  reportId: string | null;
  pulledAt: string;
};

export function signerIdentityState(
  role: SignerRole,
  verification: SignerIdVerification | null,
): SignerIdentityState {
  if (role !== 'CO_BORROWER') return 'NOT_REQUIRED';
  if (!verification) return 'NOT_STARTED';
  if (verification.status === 'VERIFIED') return 'VERIFIED';
  return verification.status === 'PENDING_REVIEW' ? 'PENDING_REVIEW' : 'FAILED';
}

export function signerCreditState(
  role: SignerRole,
  result: SignerCreditResult | null,
): SignerCreditState {
  if (role !== 'CO_BORROWER') return 'NOT_REQUIRED';
  return result?.state ?? 'NOT_STARTED';
}

/**
 * What a soft pull means for a co-borrower: the product's minimum score applies to them as to
 * the borrower; a frozen or unmatched file is not a pass.
 */
export function creditStateOf(
  report: { outcome: 'FOUND'; score: number } | { outcome: 'FROZEN' | 'NO_MATCH' },
  minCreditScore: number,
): SignerCreditResult['state'] {
  if (report.outcome !== 'FOUND') return report.outcome;
  return report.score >= minCreditScore ? 'PASSED' : 'BELOW_MINIMUM';
}

/** The ID may be sent (again) while none was verified and none waits for review. */
export const identityCanBeSent = (state: SignerIdentityState) =>
  state === 'NOT_STARTED' || state === 'FAILED';

/** The pull may be made (again) before one passed, and not while operations reviews one. */
export const creditCanBePulled = (state: SignerCreditState) =>
  state === 'NOT_STARTED' || state === 'FROZEN' || state === 'NO_MATCH';

/** A signer is cleared to sign once their checks (a co-borrower's ID and credit) passed. */
export function signerChecksPassed(
  identity: SignerIdentityState,
  credit: SignerCreditState,
): boolean {
  return (
    (identity === 'VERIFIED' || identity === 'NOT_REQUIRED') &&
    (credit === 'PASSED' || credit === 'NOT_REQUIRED')
  );
}

/** The signers' checks wait for operations: a credit result held for review, or an ID in review. */
export const checksWaitForOperations = (checks: {
  identity: SignerIdentityState;
  credit: SignerCreditState;
}) => checks.credit === 'BELOW_MINIMUM' || checks.identity === 'PENDING_REVIEW';
