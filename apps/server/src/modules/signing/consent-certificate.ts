import { PDFDocument } from '@cantoo/pdf-lib';
import { embedFonts } from '../documents/pdf/typeface';
import { CertificateWriter, LETTER, pacific } from './certificate-writer';
import type { ESignConsent } from './esign-consent-of';

/** What the consent record page says: the disclosure, who agreed, and the consent as recorded. */
export type ConsentRecordFacts = {
  documentTitle: string;
  fileName: string;
  documentSha256: string;
  name: string;
  email: string;
  consent: ESignConsent;
};

/**
 * The E-SIGN disclosure with a page recording the consent given to it: the document is not
 * signed (no line is filled); the page repeats the consent's own record, its original time.
 */
export async function appendConsentRecord(
  original: Uint8Array,
  facts: ConsentRecordFacts,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const { consent } = facts;
  const corpus = [facts.documentTitle, facts.fileName, facts.name, facts.email, consent.userAgent];
  const fonts = await embedFonts(pdf, corpus.join(' '), `consent ${facts.email}`);
  new CertificateWriter(pdf.addPage(LETTER), fonts)
    .title(
      'Consent record',
      'This page records when the disclosure above was agreed to electronically under the E-SIGN Act.',
    )
    .row('Document', `${facts.documentTitle} (${facts.fileName})`)
    .row('SHA-256 of the document', facts.documentSha256)
    .row('Agreed by', `${facts.name} <${facts.email}>`)
    .row('Agreed (Pacific Time)', pacific.format(consent.recordedAt))
    .row('Agreed (UTC)', consent.recordedAt.toISOString())
    .row('Disclosure version', consent.textVersion)
    .row('IP address', consent.ipAddress || 'Unknown')
    .row('Browser (user agent)', consent.userAgent || 'Unknown');
  return pdf.save();
}
