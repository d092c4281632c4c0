import { PDFDocument } from '@cantoo/pdf-lib';
import { readSignatureFields, type SignatureField, type SignerKind } from '../pdf/signature-fields';
import { textInBox } from './pdf-tools';

/** The box above a line where a signature or the day is written (a blank's is lower). */
export const above = (field: SignatureField) => ({
  page: field.page,
  x: field.x,
  bottom: field.y + 1,
  width: field.width,
  height: field.kind === 'BLANK' ? 14 : 30,
});

/**
 * What pdftotext reads on the lines a signed or notarized PDF recorded for itself
 * (pdf/signature-fields.ts): so a name is checked where it is signed, not anywhere. The
 * end-to-end tests read their downloads with it too.
 */
export async function linesOf(bytes: Uint8Array) {
  const fields = readSignatureFields(await PDFDocument.load(bytes));
  return {
    /** The text on each signature line of `signer` (a co-owner's and the notary's by name). */
    signatures: (signer: SignerKind) =>
      fields
        .filter((field) => field.kind === 'SIGNATURE' && field.signer === signer)
        .map((field) => textInBox(bytes, above(field))),
    /** The text in a blank of the notary's acknowledgment ('county', 'notaryName', …). */
    blank: (key: string) => {
      const field = fields.find((f) => f.kind === 'BLANK' && f.key === key);
      return field ? textInBox(bytes, above(field)) : undefined;
    },
  };
}
