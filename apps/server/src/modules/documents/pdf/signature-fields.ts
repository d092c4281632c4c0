import { PDFHexString, PDFName, type PDFDocument } from '@cantoo/pdf-lib';

export type SignerKind = 'BORROWER' | 'CO_OWNER' | 'NOTARY';

type Spot = { page: number; x: number; y: number; width: number };

/**
 * Where the document waits for something to be written on it: a signature line and its date
 * line (for a named signer), a blank of the notary's acknowledgment, the notary's seal square.
 * Coordinates are PDF points on the page (zero-based), `y` the line's height from the bottom.
 */
export type SignatureField =
  | (Spot & { kind: 'SIGNATURE' | 'DATE'; signer: SignerKind; name: string })
  | (Spot & { kind: 'BLANK'; key: string })
  | (Spot & { kind: 'SEAL' });

/** The document catalog's entry that holds the fields, as JSON. */
const KEY = PDFName.of('OpenHelocSignatureFields');

/**
 * Records the fields in the file itself, so they belong to the bytes the signers review and
 * hash: signing and notarization read them back from the stored document.
 */
export function writeSignatureFields(pdf: PDFDocument, fields: readonly SignatureField[]): void {
  if (fields.length === 0) return;
  const rounded = fields.map((field) => ({
    ...field,
    x: Math.round(field.x * 100) / 100,
    y: Math.round(field.y * 100) / 100,
    width: Math.round(field.width * 100) / 100,
  }));
  pdf.catalog.set(KEY, PDFHexString.fromText(JSON.stringify(rounded)));
}

/** The fields a document recorded; none for a file made before they were (or not by us). */
export function readSignatureFields(pdf: PDFDocument): SignatureField[] {
  const value = pdf.catalog.lookup(KEY);
  if (!(value instanceof PDFHexString)) return [];
  try {
    const parsed: unknown = JSON.parse(value.decodeText());
    return Array.isArray(parsed) ? (parsed as SignatureField[]) : [];
  } catch {
    return [];
  }
}
