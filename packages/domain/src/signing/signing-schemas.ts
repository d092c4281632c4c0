import { z } from 'zod';

export const SIGNING_MESSAGES = {
  consentRequired: 'Please agree to use electronic records and signatures before you sign',
  consentBox: 'Please confirm that you agree to use electronic records and signatures',
  hashChanged:
    'This document has changed since you opened it. Please review it again before you sign',
  alreadySigned: 'You have already signed this document',
  consentRecordNotSigned:
    'You have already agreed to use electronic records and signatures. This document is the record of that consent and is not signed',
  typedName: 'Please type your full name to sign',
  drawn: 'Please draw your signature, or type your name instead',
  drawnUnreadable: 'Your drawn signature could not be read. Please draw it again',
  drawnTooLarge:
    'Your drawn signature is larger than the signature box (600 × 200 pixels). Please draw it again',
  documentNotFound: 'Document not found',
  notPdf: 'This document cannot be signed electronically. Please contact us',
  renditionStale:
    'The readable version of this document no longer matches it. Please read the PDF instead',
} as const;

/** The E-SIGN disclosure's version the borrower agreed to. */
export const zESignConsentRequest = z.object({
  textVersion: z.string().trim().min(1).max(64),
});
export type ESignConsentRequest = z.input<typeof zESignConsentRequest>;

export const SIGNATURE_KINDS = ['TYPED', 'DRAWN'] as const;
export const zSignatureKind = z.enum(SIGNATURE_KINDS);
export type SignatureKind = z.infer<typeof zSignatureKind>;

/**
 * A drawn signature's largest image: the signature box is about this size, and the pad sends
 * its drawing scaled to fit. Larger images are refused from their header, before decoding.
 */
export const DRAWN_SIGNATURE_MAX_WIDTH = 600;
export const DRAWN_SIGNATURE_MAX_HEIGHT = 200;

/** A drawn signature's PNG, base64: at most 256 KB of image. */
export const MAX_DRAWN_SIGNATURE_BYTES = 256 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const zSignature = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TYPED'),
    name: z
      .string({ error: SIGNING_MESSAGES.typedName })
      .trim()
      .min(2, SIGNING_MESSAGES.typedName)
      .max(128, 'Please type at most 128 characters'),
  }),
  z.object({
    kind: z.literal('DRAWN'),
    pngBase64: z
      .string({ error: SIGNING_MESSAGES.drawn })
      .min(16, SIGNING_MESSAGES.drawn)
      .max(Math.ceil(MAX_DRAWN_SIGNATURE_BYTES / 3) * 4, SIGNING_MESSAGES.drawnUnreadable)
      .regex(BASE64, SIGNING_MESSAGES.drawnUnreadable),
  }),
]);
export type Signature = z.input<typeof zSignature>;

/** Where the borrower signed, or that they did not share it (signing goes on either way). */
export const zSigningLocation = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('SHARED'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracyMeters: z.number().min(0).max(10_000_000),
  }),
  z.object({ status: z.literal('REFUSED') }),
]);
export type SigningLocation = z.input<typeof zSigningLocation>;

export const zSignDocumentRequest = z.object({
  /** SHA-256 (hex) of the document the borrower reviewed: it must still be the stored one. */
  sha256: z
    .string({ error: SIGNING_MESSAGES.hashChanged })
    .length(64, SIGNING_MESSAGES.hashChanged)
    .regex(/^[0-9a-f]{64}$/, SIGNING_MESSAGES.hashChanged),
  signature: zSignature,
  location: zSigningLocation,
});
export type SignDocumentRequest = z.input<typeof zSignDocumentRequest>;

export const zSigningDocument = z.object({
  uuid: z.uuid(),
  type: z.string(),
  title: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  /** AGREED: the record of a consent already given (the E-SIGN disclosure), never signed. */
  status: z.enum(['TO_SIGN', 'SIGNED', 'AGREED']),
  signedAt: z.iso.datetime().nullable(),
  /** When the consent this document records was given (AGREED only). */
  agreedAt: z.iso.datetime().nullable(),
  signedSha256: z.string().nullable(),
  /** The security instrument once notarized: the notarized copy's hash (the signed copy is kept). */
  notarizedSha256: z.string().nullable(),
});
export type SigningDocument = z.infer<typeof zSigningDocument>;

/** The closing documents and where the borrower is with them. */
export const zSigningView = z.object({
  /** The E-SIGN consent is on record. */
  consented: z.boolean(),
  /** Signing is open in the application's state. */
  open: z.boolean(),
  documents: z.array(zSigningDocument),
});
export type SigningView = z.infer<typeof zSigningView>;

/**
 * A closing document as readable text (decision 0045): HTML made from the same content as the
 * PDF, bound to the SHA-256 of the PDF it renders (the server checks they match before it answers).
 */
export const zDocumentRendition = z.object({
  documentUuid: z.uuid(),
  /** The PDF's SHA-256: the hash a signature made after reading this text sends. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** An escaped HTML fragment (an article: headings, paragraphs, lists, tables, signature lines). */
  html: z.string(),
});
export type DocumentRendition = z.infer<typeof zDocumentRendition>;
