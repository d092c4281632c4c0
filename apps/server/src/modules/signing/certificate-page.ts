import { PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { CertificateWriter, INK, LETTER, MARGIN, MUTED, pacific } from './certificate-writer';
import { longDate } from '../documents/pdf/words';
import { readSignatureFields, type SignerKind } from '../documents/pdf/signature-fields';
import { embedFonts, embedSignatureTypeface } from '../documents/pdf/typeface';
import { linesOf, signOnLines, type SignatureMark } from './sign-on-lines';

/** What the signing certificate says about one signature. */
export type CertificateFacts = {
  documentTitle: string;
  fileName: string;
  documentSha256: string;
  signerName: string;
  /** Whose lines the signature goes on: the borrower's, or a co-owner's (by name). */
  signerKind: Exclude<SignerKind, 'NOTARY'>;
  signerEmail: string;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  location: { latitude: number; longitude: number; accuracyMeters: number } | null;
  consentRecordedAt: Date;
  consentTextVersion: string;
  signature: { kind: 'TYPED'; name: string } | { kind: 'DRAWN'; png: Uint8Array };
};

/** The image could not be read as a PNG: the drawn signature is refused, nothing is stored. */
export class UnreadableSignatureError extends Error {}

function locationText(location: CertificateFacts['location']): string {
  if (!location) return 'Not shared: the signer declined to share their location';
  const { latitude, longitude, accuracyMeters } = location;
  return `Latitude ${latitude.toFixed(6)}, longitude ${longitude.toFixed(6)} (accurate to about ${Math.round(accuracyMeters)} m)`;
}

/** The signature as it is drawn: the typed name in a signature typeface, or the drawn PNG. */
export async function markOf(
  pdf: PDFDocument,
  signature: CertificateFacts['signature'],
  scope: string,
): Promise<SignatureMark> {
  if (signature.kind === 'TYPED') {
    const typeface = await embedSignatureTypeface(pdf, signature.name, scope);
    return { kind: 'TYPED', name: signature.name, typeface };
  }
  try {
    return { kind: 'DRAWN', image: await pdf.embedPng(signature.png) };
  } catch {
    throw new UnreadableSignatureError('Not a PNG image');
  }
}

/**
 * Signs the document: the signature goes on each of the signer's signature lines (the day on
 * their date lines), and a signing certificate page is appended; answers the signed copy's bytes.
 * The certificate records the hash of the original as reviewed, which the signed copy's own hash
 * (kept beside it) does not replace.
 */
export async function appendSigningCertificate(
  original: Uint8Array,
  facts: CertificateFacts,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const scope = `certificate ${facts.signerEmail} ${facts.signedAt.toISOString()}`;
  const corpus = [facts.documentTitle, facts.fileName, facts.signerName, facts.signerEmail];
  const fonts = await embedFonts(pdf, [...corpus, facts.userAgent].join(' '), scope);
  const mark = await markOf(pdf, facts.signature, scope);
  const lines = linesOf(readSignatureFields(pdf), {
    kind: facts.signerKind,
    name: facts.signerName,
  });
  const day = { text: longDate(facts.signedAt.toISOString()), typeface: fonts.regular };
  signOnLines(pdf, lines, mark, day);

  const page = pdf.addPage(LETTER);
  const out = new CertificateWriter(page, fonts)
    .title(
      'Signing certificate',
      'This page records how the document above was signed electronically under the E-SIGN Act.',
    )
    .row('Document', `${facts.documentTitle} (${facts.fileName})`)
    .row('SHA-256 of the document as reviewed and signed', facts.documentSha256)
    .row('Signer', `${facts.signerName} <${facts.signerEmail}>`)
    .row('Signed (Pacific Time)', pacific.format(facts.signedAt))
    .row('Signed (UTC)', facts.signedAt.toISOString())
    .row('IP address', facts.ipAddress || 'Unknown')
    .row('Location', locationText(facts.location))
    .row('Browser (user agent)', facts.userAgent || 'Unknown')
    .row(
      'Consent to electronic records and signatures',
      `Given ${facts.consentRecordedAt.toISOString()} (disclosure version ${facts.consentTextVersion})`,
    )
    .gap(6)
    .write(
      facts.signature.kind === 'TYPED' ? 'Signature (typed)' : 'Signature (drawn)',
      fonts.bold,
      10,
      MUTED,
    );
  drawSignatureBox(page, mark, out.y);
  return pdf.save();
}

export function drawSignatureBox(page: PDFPage, mark: SignatureMark, top: number): void {
  const boxHeight = 72;
  const bottom = top - boxHeight - 8;
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: MARGIN + 280, y: bottom },
    thickness: 0.75,
    color: MUTED,
  });
  if (mark.kind === 'TYPED') {
    mark.typeface.draw(page, mark.name, { x: MARGIN, y: bottom + 10, size: 28, color: INK });
    return;
  }
  const { image } = mark;
  const scale = Math.min(280 / image.width, boxHeight / image.height, 1);
  page.drawImage(image, {
    x: MARGIN,
    y: bottom + 4,
    width: image.width * scale,
    height: image.height * scale,
  });
}
