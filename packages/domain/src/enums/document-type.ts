import { z } from 'zod';

export const DOCUMENT_TYPES = [
  'ADDITIONAL_MORTGAGE_DISCLOSURES',
  'APPLICATION_SUMMARY',
  'ARTICLESCERTIFICATEFORMATION',
  'BANK_ACCOUNT_OVERVIEW',
  'BANK_STATEMENT',
  'CERTIFICATE_OF_TRUST',
  'CFPB_HELOC_BOOKLET',
  'CREDITDISCLOSURE',
  'CUSTOMER_DASHBOARD_DOCUMENT',
  'DRIVERSLICENSEFRONT',
  'DRIVERSLICENSEBACK',
  'FBI_MORTGAGE_FRAUD_NOTICE',
  'FLANTICOERCION',
  'FLOODDISCLOSURE',
  'GLBA_NOTICE',
  'HAZARD_DISCLOSURE',
  'IDCARDFRONT',
  'INT_REDUCT_FEE_DISCLOSURE',
  'OPERATINGPARNTNERSHIPAGREEMENT',
  'PASSPORTFRONT',
  'PERMANENTRESIDENTFRONT',
  'PROOFOFFLOODINSURANCE',
  'PROOFOFHAZARDINSURANCE',
  'PROPERTY_DESCRIPTION_SOURCE',
  'RIGHTNOTTOCLOSE',
  'STATEMENTOFLOAN',
  'TRUSTAGREEMENT',
  'USER_UPLOADED_PAYSTUB',
  'CANCELLATION_PROOF',
  'SUPPORT',
] as const;
export const zDocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof zDocumentType>;

/**
 * Documents the product generates at closing that the spec's list has no name for: the Regulation
 * Z early disclosure, the agreement and note, the security instrument (by state), each owner's
 * notice of the right to cancel, the E-SIGN consent and the autopay authorization.
 */
export const GENERATED_DOCUMENT_TYPES = [
  'HELOC_EARLY_DISCLOSURE',
  'HELOC_AGREEMENT',
  'DEED_OF_TRUST',
  'MORTGAGE',
  'RIGHT_TO_CANCEL_NOTICE',
  'ESIGN_CONSENT',
  'AUTOPAY_AUTHORIZATION',
  'BUSINESS_PURPOSE_CERTIFICATION',
  /** The statement of credit denial a declined applicant is e-mailed and keeps. */
  'ADVERSE_ACTION_NOTICE',
] as const;

/** Every type an application's stored document can have: the spec's and the generated ones. */
export const zApplicationDocumentType = z.enum([...DOCUMENT_TYPES, ...GENERATED_DOCUMENT_TYPES]);
export type ApplicationDocumentType = z.infer<typeof zApplicationDocumentType>;
