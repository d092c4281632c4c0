import type { PersonName, PostalAddress } from './provider-types';

/**
 * Sandbox triggers beyond the last-name personas, so that the remaining paths can be reached from
 * the browser too. Each is a visible property of what the borrower types, never chance.
 */
export const SANDBOX_RULES = {
  /** Flood certification answers zone AE (insurance required) for these street numbers. */
  floodZoneAeStreetNumberSuffix: '13',
  /** The automated valuation has low confidence (a BPO is needed) for these street numbers. */
  lowConfidenceStreetNumberSuffix: '77',
  /** Property records show a transfer this many days ago (ineligible: within 90 days). */
  recentTransferStreetNumberSuffix: '90',
  recentTransferDaysAgo: 30,
  /** Identity verification answers FAILED_VERIFICATION for an applicant with this first name. */
  idVerificationFailureFirstName: 'Idfail',
  /** Bank verification answers CLOSED / HIGH_RISK for account numbers ending so. */
  closedAccountSuffix: '0000',
  highRiskAccountSuffix: '9999',
} as const;

/** The leading house number of street1 ("113 Main St" → "113"), or null when there is none. */
export function streetNumber(address: PostalAddress): string | null {
  return /^\s*(\d+)/.exec(address.street1)?.[1] ?? null;
}

export function streetNumberEndsWith(address: PostalAddress, suffix: string): boolean {
  return streetNumber(address)?.endsWith(suffix) ?? false;
}

export function isIdVerificationFailureName(name: Pick<PersonName, 'firstName'>): boolean {
  return (
    name.firstName.trim().toLowerCase() ===
    SANDBOX_RULES.idVerificationFailureFirstName.toLowerCase()
  );
}
