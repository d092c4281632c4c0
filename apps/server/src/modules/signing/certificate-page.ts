import { PACIFIC_TIME_ZONE } from '@openheloc/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** What the signing certificate says about one signature. */
export type CertificateFacts = {
  documentTitle: string;
  fileName: string;
  documentSha256: string;
  signerName: string;
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

const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.36, 0.4, 0.46);

const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'long',
});

/** The standard fonts write WinAnsi only: anything else (an emoji in a user agent) becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than the line (a hash) is cut where it reaches the margin.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

function locationText(location: CertificateFacts['location']): string {
  if (!location) return 'Not shared: the signer declined to share their location';
  const { latitude, longitude, accuracyMeters } = location;
  return `Latitude ${latitude.toFixed(6)}, longitude ${longitude.toFixed(6)} (accurate to about ${Math.round(accuracyMeters)} m)`;
}

/**
 * Appends a signing certificate page to the PDF and answers the signed copy's bytes. The
 * original pages are copied unchanged, so the certificate's hash of the original still holds.
 */
export async function appendSigningCertificate(
  original: Uint8Array,
  facts: CertificateFacts,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const page = pdf.addPage(LETTER);
  const width = LETTER[0] - 2 * MARGIN;
  let y = LETTER[1] - MARGIN;

  const write = (text: string, font: PDFFont, size: number, color = INK) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size * 1.35;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
  };
  const row = (label: string, value: string) => {
    y -= 6;
    write(label, bold, 10, MUTED);
    write(value, regular, 11);
  };

  write('Signing certificate', bold, 20);
  y -= 4;
  write(
    'This page records how the document above was signed electronically under the E-SIGN Act.',
    regular,
    10,
    MUTED,
  );
  y -= 8;
  row('Document', `${facts.documentTitle} (${facts.fileName})`);
  row('SHA-256 of the document as reviewed and signed', facts.documentSha256);
  row('Signer', `${facts.signerName} <${facts.signerEmail}>`);
  row('Signed (Pacific Time)', pacific.format(facts.signedAt));
  row('Signed (UTC)', facts.signedAt.toISOString());
  row('IP address', facts.ipAddress || 'Unknown');
  row('Location', locationText(facts.location));
  row('Browser (user agent)', facts.userAgent || 'Unknown');
  row(
    'Consent to electronic records and signatures',
    `Given ${facts.consentRecordedAt.toISOString()} (disclosure version ${facts.consentTextVersion})`,
  );
  y -= 6;
  write(
    facts.signature.kind === 'TYPED' ? 'Signature (typed)' : 'Signature (drawn)',
    bold,
    10,
    MUTED,
  );
  await drawSignature(pdf, page, facts.signature, script, y);
  return pdf.save();
}

async function drawSignature(
  pdf: PDFDocument,
  page: PDFPage,
  signature: CertificateFacts['signature'],
  script: PDFFont,
  top: number,
): Promise<void> {
  const boxHeight = 72;
  const bottom = top - boxHeight - 8;
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: MARGIN + 280, y: bottom },
    thickness: 0.75,
    color: MUTED,
  });
  if (signature.kind === 'TYPED') {
    page.drawText(printable(signature.name), { x: MARGIN, y: bottom + 10, size: 28, font: script });
    return;
  }
  let image;
  try {
    image = await pdf.embedPng(signature.png);
  } catch {
    throw new UnreadableSignatureError('Not a PNG image');
  }
  const scale = Math.min(280 / image.width, boxHeight / image.height, 1);
  page.drawImage(image, {
    x: MARGIN,
    y: bottom + 4,
    width: image.width * scale,
    height: image.height * scale,
  });
}
