import type { ApplicationDocumentType } from '../enums/document-type';

/**
 * The borrower's closing package, in the order they read it (the workflow generates only
 * those that apply: the deed of trust or the mortgage by state, the flood notice in a flood zone,
 * the autopay authorization with autopay; the HELOC booklet for the HELOC, the business-purpose
 * certification for the DSCR loan). The E-SIGN consent is the record of the consent given before
 * signing, not signed again (AGREED_CLOSING_DOCUMENT_TYPES). Each owner's notice of the right to
 * cancel is not signed: it is delivered at the notarization, with the date the right ends.
 */
export const CLOSING_DOCUMENT_TYPES = [
  'ESIGN_CONSENT',
  'HELOC_AGREEMENT',
  'DEED_OF_TRUST',
  'MORTGAGE',
  'STATEMENTOFLOAN',
  'CREDITDISCLOSURE',
  'CFPB_HELOC_BOOKLET',
  'BUSINESS_PURPOSE_CERTIFICATION',
  'GLBA_NOTICE',
  'HAZARD_DISCLOSURE',
  'FLOODDISCLOSURE',
  'AUTOPAY_AUTHORIZATION',
] as const satisfies readonly ApplicationDocumentType[];

/**
 * Closing documents that record a consent the borrower already gave (the E-SIGN disclosure,
 * agreed once before anything is signed): listed as agreed, with the time, and never signed.
 */
export const AGREED_CLOSING_DOCUMENT_TYPES = [
  'ESIGN_CONSENT',
] as const satisfies readonly ApplicationDocumentType[];

/** Whether a closing document is signed, rather than kept as the record of a consent. */
export function isSignedAtClosing(type: string): boolean {
  return !(AGREED_CLOSING_DOCUMENT_TYPES as readonly string[]).includes(type);
}

const TITLES: Partial<Record<ApplicationDocumentType, string>> = {
  ESIGN_CONSENT: 'Consent to electronic records and signatures',
  HELOC_AGREEMENT: 'HELOC agreement and note',
  DEED_OF_TRUST: 'Deed of trust',
  MORTGAGE: 'Mortgage',
  RIGHT_TO_CANCEL_NOTICE: 'Notice of your right to cancel',
  STATEMENTOFLOAN: 'Statement of loan',
  CREDITDISCLOSURE: 'Credit score disclosure',
  CFPB_HELOC_BOOKLET: 'What you should know about home equity lines of credit',
  BUSINESS_PURPOSE_CERTIFICATION: 'Business-purpose certification',
  GLBA_NOTICE: 'Privacy notice',
  HAZARD_DISCLOSURE: 'Hazard insurance notice',
  FLOODDISCLOSURE: 'Flood insurance notice',
  AUTOPAY_AUTHORIZATION: 'Autopay authorization',
};

/** The name a borrower reads for a document type ('Statement of loan' from an unnamed type). */
export function documentTitle(type: string): string {
  const title = TITLES[type as ApplicationDocumentType];
  if (title) return title;
  const words = type.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
