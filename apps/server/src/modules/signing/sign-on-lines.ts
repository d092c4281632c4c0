import type { PDFDocument, PDFImage } from '@cantoo/pdf-lib';
import { rgb } from '@cantoo/pdf-lib';
import type { SignatureField, SignerKind } from '../documents/pdf/signature-fields';
import type { Typeface } from '../documents/pdf/typeface';

/** How a signature is written: the name in a signature typeface, or the signer's drawn image. */
export type SignatureMark =
  { kind: 'TYPED'; name: string; typeface: Typeface } | { kind: 'DRAWN'; image: PDFImage };

const INK = rgb(0.05, 0.13, 0.4);
/** The height above a line a signature may take, in points. */
const SIGNATURE_HEIGHT = 30;

const sameName = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

type LineField = Extract<SignatureField, { kind: 'SIGNATURE' | 'DATE' }>;

/**
 * The signature and date lines that are `signer`'s: the borrower's by role, a co-owner's or the
 * notary's by name (the only one of their role when the name was spelled otherwise).
 */
export function linesOf(
  fields: readonly SignatureField[],
  signer: { kind: SignerKind; name: string },
): LineField[] {
  const lines = fields.filter(
    (field): field is LineField =>
      (field.kind === 'SIGNATURE' || field.kind === 'DATE') && field.signer === signer.kind,
  );
  if (signer.kind === 'BORROWER') return lines;
  const named = lines.filter((field) => sameName(field.name, signer.name));
  if (named.length > 0) return named;
  const names = new Set(lines.map((field) => field.name));
  return names.size === 1 ? lines : [];
}

/** Writes `text` on the line of `field`, at `size` or smaller so it fits the line's width. */
export function writeOnLine(
  pdf: PDFDocument,
  field: { page: number; x: number; y: number; width: number },
  text: string,
  typeface: Typeface,
  size: number,
): void {
  const page = pdf.getPage(field.page);
  const width = typeface.widthOfTextAtSize(text, size);
  const fitted = width > field.width - 8 ? (size * (field.width - 8)) / width : size;
  typeface.draw(page, text, { x: field.x + 4, y: field.y + 4, size: fitted, color: INK });
}

/**
 * Puts the signature on each of the signer's signature lines, and the day on each date line.
 * Answers how many signature lines were signed (none on a file without recorded lines).
 */
export function signOnLines(
  pdf: PDFDocument,
  lines: readonly LineField[],
  mark: SignatureMark,
  day: { text: string; typeface: Typeface },
): number {
  let signed = 0;
  for (const field of lines) {
    if (field.kind === 'DATE') {
      writeOnLine(pdf, field, day.text, day.typeface, 10);
      continue;
    }
    signed += 1;
    if (mark.kind === 'TYPED') {
      writeOnLine(pdf, field, mark.name, mark.typeface, 22);
      continue;
    }
    const scale = Math.min(
      (field.width - 8) / mark.image.width,
      SIGNATURE_HEIGHT / mark.image.height,
      1,
    );
    pdf.getPage(field.page).drawImage(mark.image, {
      x: field.x + 4,
      y: field.y + 2,
      width: mark.image.width * scale,
      height: mark.image.height * scale,
    });
  }
  return signed;
}
