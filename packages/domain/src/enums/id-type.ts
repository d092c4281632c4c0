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

/** The document types an upload of each ID produces; only a driver's license has a back side. */
export const ID_TYPE_DOCUMENT_TYPES: Readonly<
  Record<IdType, { readonly front: DocumentType; readonly back?: DocumentType }>
> = {
  DRIVERS_LICENSE: { front: 'DRIVERSLICENSEFRONT', back: 'DRIVERSLICENSEBACK' },
  PASSPORT: { front: 'PASSPORTFRONT' },
  STATE_ID_CARD: { front: 'IDCARDFRONT' },
  PERMANENT_RESIDENT_CARD: { front: 'PERMANENTRESIDENTFRONT' },
};
