import { z } from 'zod';
import type { DocumentType } from './document-type';

/** Identity documents a borrower may upload; the spec names them only by label. */
export const ID_TYPES = [
  'DRIVERS_LICENSE',
  'PASSPORT',
  'STATE_ID_CARD',
  'PERMANENT_RESIDENT_CARD',
] as const;
export const zIdType = z.enum(ID_TYPES);
export type IdType = z.infer<typeof zIdType>;

export const ID_TYPE_LABELS: Readonly<Record<IdType, string>> = {
  DRIVERS_LICENSE: "US Driver's License",
  PASSPORT: 'US Passport',
  STATE_ID_CARD: 'US State ID Card',
  PERMANENT_RESIDENT_CARD: 'US Permanent Resident Card',
};

/** The document types of an ID's photos. */
export type IdDocumentType = Extract<
  DocumentType,
  | 'DRIVERSLICENSEFRONT'
  | 'DRIVERSLICENSEBACK'
  | 'IDCARDFRONT'
  | 'PASSPORTFRONT'
  | 'PERMANENTRESIDENTFRONT'
>;

/** The document types an upload of each ID produces; only a driver's license has a back side. */
export const ID_TYPE_DOCUMENT_TYPES: Readonly<
  Record<IdType, { readonly front: IdDocumentType; readonly back?: IdDocumentType }>
> = {
  DRIVERS_LICENSE: { front: 'DRIVERSLICENSEFRONT', back: 'DRIVERSLICENSEBACK' },
  PASSPORT: { front: 'PASSPORTFRONT' },
  STATE_ID_CARD: { front: 'IDCARDFRONT' },
  PERMANENT_RESIDENT_CARD: { front: 'PERMANENTRESIDENTFRONT' },
};

/** What an ID check looks at; a failed one is told to the borrower with its reason. */
export const ID_CHECKS = [
  'DOCUMENT_AUTHENTIC',
  'NAME_MATCH',
  'DATE_OF_BIRTH_MATCH',
  'NOT_EXPIRED',
] as const;
export const zIdCheck = z.enum(ID_CHECKS);
export type IdCheck = z.infer<typeof zIdCheck>;

/** Why an ID was not accepted, in the borrower's terms, with what to do about it. */
export const ID_CHECK_FAILURE_MESSAGES: Readonly<Record<IdCheck, string>> = {
  DOCUMENT_AUTHENTIC:
    'We could not confirm the ID is genuine from the photos. Retake them in good light, with all four corners in view and no glare.',
  NAME_MATCH:
    'The name on the ID does not match the name on your application. Use an ID in the name you applied with.',
  DATE_OF_BIRTH_MATCH:
    'The date of birth on the ID does not match the one on your application. Use your own current ID.',
  NOT_EXPIRED: 'The ID has expired. Please use an ID that is still valid.',
};
