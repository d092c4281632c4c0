import { PDFDocument, rgb, type PDFPage } from '@cantoo/pdf-lib';
import { readSignatureFields, type SignatureField } from '../documents/pdf/signature-fields';
import { embedFonts, embedSignatureTypeface, type Typeface } from '../documents/pdf/typeface';
import { longDate } from '../documents/pdf/words';
import { CertificateWriter, LETTER, MARGIN, MUTED, pacific } from './certificate-writer';
import { markOf, type CertificateFacts } from './certificate-page';
import { linesOf, signOnLines, writeOnLine } from './sign-on-lines';

/** One owner's signature on the instrument, as recorded when they signed. */
export type OwnerSignature = {
  kind: 'BORROWER' | 'CO_OWNER';
  name: string;
  signedAt: Date;
  signature: CertificateFacts['signature'];
  /** Their signed copy (the instrument with their signing certificate page) and its hash. */
  signedContent: Uint8Array;
  signedSha256: string;
};

/** The notarial act: who notarized, under which commission, where, when and how. */
export type NotarialAct = {
  notaryName: string;
  county: string;
  state: string;
  commissionNumber: string;
  /** yyyy-MM-dd */
  commissionExpires: string;
  notarizedAt: Date;
  /** Online, by audio-video communication (an electronic seal), or in person. */
  method: 'ENOTARY' | 'MANUAL';
};

const SEAL_INK = rgb(0.55, 0.1, 0.12);

const actText = (act: NotarialAct) =>
  act.method === 'ENOTARY'
    ? 'Acknowledgment, by remote online notarization (audio-video communication)'
    : 'Acknowledgment, in person';

const shortDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/** Writes `text` centred at `y` across `width` from `x`, at `size` or smaller so it fits. */
function centred(
  page: PDFPage,
  font: Typeface,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
) {
  const measured = font.widthOfTextAtSize(text, size);
  const fitted = measured > width ? (size * width) / measured : size;
  const drawnWidth = font.widthOfTextAtSize(text, fitted);
  font.draw(page, text, { x: x + (width - drawnWidth) / 2, y, size: fitted, color: SEAL_INK });
}

/** The notary's seal, round, in the square at (x, y) of side `side`: name, state, commission. */
function drawSeal(
  page: PDFPage,
  fonts: { bold: Typeface; regular: Typeface },
  act: NotarialAct,
  x: number,
  y: number,
  side: number,
) {
  const centre = { x: x + side / 2, y: y + side / 2 };
  const radius = side / 2 - 4;
  page.drawCircle({ ...centre, size: radius, borderColor: SEAL_INK, borderWidth: 1.6 });
  page.drawCircle({ ...centre, size: radius - 5, borderColor: SEAL_INK, borderWidth: 0.6 });
  const inner = (radius - 8) * 1.6;
  const left = centre.x - inner / 2;
  const lines: [Typeface, string, number][] = [
    [fonts.bold, act.method === 'ENOTARY' ? 'ELECTRONIC NOTARY' : 'NOTARY PUBLIC', 6.5],
    [fonts.bold, act.notaryName, 8],
    [fonts.regular, `State of ${act.state}`, 6.5],
    [fonts.regular, `Comm. No. ${act.commissionNumber}`, 6.5],
    [fonts.regular, `Expires ${shortDate(act.commissionExpires)}`, 6.5],
  ];
  let line = centre.y + 20;
  for (const [font, text, size] of lines) {
    centred(page, font, text, left, line, inner, size);
    line -= 10.5;
  }
}

function fillAcknowledgment(
  pdf: PDFDocument,
  fields: readonly SignatureField[],
  fonts: { regular: Typeface; bold: Typeface },
  notarySignature: Typeface,
  act: NotarialAct,
): void {
  const blanks: Record<string, string> = {
    county: act.county,
    notaryName: act.notaryName,
    commissionNumber: act.commissionNumber,
    commissionExpires: longDate(act.commissionExpires),
    notarialAct: actText(act),
  };
  for (const field of fields) {
    if (field.kind === 'BLANK' && blanks[field.key] !== undefined) {
      writeOnLine(pdf, field, blanks[field.key] as string, fonts.regular, 10);
    }
    if (field.kind === 'SEAL')
      drawSeal(pdf.getPage(field.page), fonts, act, field.x, field.y, field.width);
  }
  const notaryLines = linesOf(fields, { kind: 'NOTARY', name: 'Notary public' });
  signOnLines(
    pdf,
    notaryLines,
    { kind: 'TYPED', name: act.notaryName, typeface: notarySignature },
    {
      text: longDate(act.notarizedAt.toISOString()),
      typeface: fonts.regular,
    },
  );
}

/**
 * The notarized security instrument: the original pages with every owner's signature on their
 * line and the notary's acknowledgment filled in (county, name, commission, act, signature and
 * seal), then each owner's signing certificate page as it was in their signed copy, then the
 * notarial certificate, which records the hash of the original and of each signed copy.
 */
export async function notarizedCopy(
  original: Uint8Array,
  document: { title: string; fileName: string; sha256: string },
  owners: readonly OwnerSignature[],
  act: NotarialAct,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const scope = `notarized ${document.sha256} ${act.notarizedAt.toISOString()}`;
  const corpus = [act.notaryName, act.county, act.state, ...owners.map((o) => o.name)].join(' ');
  const fonts = await embedFonts(pdf, corpus, scope);
  const fields = readSignatureFields(pdf);
  for (const [index, owner] of owners.entries()) {
    const mark = await markOf(pdf, owner.signature, `${scope} owner ${index}`);
    signOnLines(pdf, linesOf(fields, owner), mark, {
      text: longDate(owner.signedAt.toISOString()),
      typeface: fonts.regular,
    });
  }
  const notarySignature = await embedSignatureTypeface(pdf, act.notaryName, `${scope} notary`);
  fillAcknowledgment(pdf, fields, fonts, notarySignature, act);

  for (const owner of owners) {
    const signed = await PDFDocument.load(owner.signedContent);
    const [certificate] = await pdf.copyPages(signed, [signed.getPageCount() - 1]);
    if (certificate) pdf.addPage(certificate);
  }

  const page = pdf.addPage(LETTER);
  const out = new CertificateWriter(page, fonts)
    .title(
      act.method === 'ENOTARY' ? 'Electronic notarial certificate' : 'Notarial certificate',
      'This page records the notarization of the document above and the signed copies it was made from.',
    )
    .row('Document', `${document.title} (${document.fileName})`)
    .row('SHA-256 of the document as reviewed and signed', document.sha256)
    .row('Notarial act', actText(act))
    .row('Venue', `County of ${act.county}, State of ${act.state}`)
    .row('Notarized (Pacific Time)', pacific.format(act.notarizedAt))
    .row('Notary public', act.notaryName)
    .row('Commission', `No. ${act.commissionNumber}, expires ${longDate(act.commissionExpires)}`);
  for (const owner of owners) {
    out.row(
      `Signed by ${owner.name} (${owner.kind === 'BORROWER' ? 'borrower' : 'co-owner'})`,
      `${pacific.format(owner.signedAt)}; signed copy SHA-256 ${owner.signedSha256}`,
    );
  }
  out.gap(10).write('Notary’s signature and seal', fonts.bold, 10, MUTED);
  // The seal's square starts under the label, the signature line beside its middle.
  const lineY = out.y - 60;
  page.drawLine({
    start: { x: MARGIN, y: lineY },
    end: { x: MARGIN + 260, y: lineY },
    thickness: 0.75,
    color: MUTED,
  });
  notarySignature.draw(page, act.notaryName, { x: MARGIN + 4, y: lineY + 6, size: 22 });
  drawSeal(page, fonts, act, MARGIN + 300, out.y - 112, 100);
  return pdf.save();
}
