import { z } from 'zod';

/**
 * Consents recorded against an application (the application's consents[]{type}): the soft pull
 * authorised at registration, the hard pull authorised before submission, the receipt of the
 * HELOC early disclosures and the CFPB booklet (Regulation Z §1026.40) acknowledged before
 * submission, electronic signature of the closing documents, and the written authorization of
 * autopay debits (NACHA: a recurring debit needs the consumer's authorization on record).
 */
export const APPLICATION_CONSENT_TYPES = [
  'SOFT_CREDIT_PULL',
  'HARD_CREDIT_PULL',
  'HELOC_EARLY_DISCLOSURES',
  'E_SIGN',
  'AUTOPAY_AUTHORIZATION',
] as const;
export const zApplicationConsentType = z.enum(APPLICATION_CONSENT_TYPES);
export type ApplicationConsentType = z.infer<typeof zApplicationConsentType>;
