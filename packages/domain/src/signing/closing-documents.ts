import type { ApplicationDocumentType } from '../enums/document-type';

/**
 * What the borrower signs at closing, in the order they read it (the workflow generates only
 * those that apply: the deed of trust or the mortgage by state, the flood notice in a flood zone,
 * the autopay authorization with autopay; the HELOC booklet for the HELOC, the business-purpose
 * certification for the DSCR loan). Each owner's notice of the right to cancel is not
 * signed: it is delivered at the notarization, with the date the right ends.
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
