import type { Registration } from '@openheloc/domain';
import type { Db } from '../../db/client';
import { consents } from '../../db/schema';

/**
 * The version of each consent text the registration screens show. Change a version whenever its
 * wording changes, so that every stored consent says which words the borrower agreed to.
 */
export const CONSENT_TEXT_VERSIONS = {
  TERMS_PRIVACY: 'terms-privacy-2025-06-01',
  COMMUNICATION: 'communication-2025-06-01',
  SMS_MARKETING: 'sms-marketing-2025-06-01',
  SMS_TRANSACTIONAL: 'sms-transactional-2025-06-01',
  /** The written instructions under the Fair Credit Reporting Act for the soft pull. */
  SOFT_CREDIT_PULL: 'fcra-soft-pull-2025-06-01',
} as const;
export type RegistrationConsentType = keyof typeof CONSENT_TEXT_VERSIONS;

/** Where and how a consent was given. */
export type ConsentOrigin = { ipAddress: string; userAgent: string; at: Date };

/** Longer user agents are cut: the start identifies the browser, the rest is noise. */
const USER_AGENT_MAX_LENGTH = 512;

/** The text version, address and user agent stored with a consent. */
export function consentEvidence(type: RegistrationConsentType, origin: ConsentOrigin) {
  return {
    textVersion: CONSENT_TEXT_VERSIONS[type],
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  };
}

/**
 * Records the borrower's consents of the registration, the optional ones too (a refusal is
 * evidence as well). The soft-pull authorisation belongs to the application, which records it.
 */
export async function recordRegistrationConsents(
  tx: Db,
  input: {
    identityUuid: string;
    registration: Pick<
      Registration,
      | 'termPrivacyConsent'
      | 'communicationConsent'
      | 'smsMarketingConsent'
      | 'smsTransactionalConsent'
    >;
    origin: ConsentOrigin;
  },
): Promise<void> {
  const { registration, origin } = input;
  const given: Array<[RegistrationConsentType, boolean]> = [
    ['TERMS_PRIVACY', registration.termPrivacyConsent],
    ['COMMUNICATION', registration.communicationConsent],
    ['SMS_MARKETING', registration.smsMarketingConsent],
    ['SMS_TRANSACTIONAL', registration.smsTransactionalConsent],
  ];
  await tx.insert(consents).values(
    given.map(([type, granted]) => ({
      identityUuid: input.identityUuid,
      type,
      granted,
      ...consentEvidence(type, origin),
      recordedAt: origin.at,
    })),
  );
}
