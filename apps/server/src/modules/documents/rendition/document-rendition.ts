import { SIGNING_MESSAGES, type DocumentRendition } from '@openheloc/domain';
import { createHash } from 'node:crypto';
import { AppError } from '../../../http/app-error';
import { composeAdverseActionNotice, type AdverseActionFile } from '../pdf/adverse-action-notice';
import { composeApplicationSummary } from '../pdf/application-summary';
import { composeBusinessPurposeCertification } from '../pdf/business-purpose-certification';
import { composeCfpbBooklet } from '../pdf/cfpb-booklet';
import { composeCreditScoreDisclosure } from '../pdf/credit-score-disclosure';
import type { DocumentModel } from '../pdf/document-model';
import { composeEarlyDisclosure } from '../pdf/early-disclosure';
import { composeAutopayAuthorization } from '../pdf/autopay-authorization';
import { composeEsignConsent } from '../pdf/esign-consent';
import { composeFloodDisclosure } from '../pdf/flood-disclosure';
import { composeHazardDisclosure } from '../pdf/hazard-disclosure';
import { composeHelocAgreement } from '../pdf/heloc-agreement';
import type { LoanFile, LoanFilePerson } from '../pdf/loan-file';
import { composePrivacyNotice } from '../pdf/privacy-notice';
import { composeRightToCancel } from '../pdf/right-to-cancel';
import { composeSecurityInstrument } from '../pdf/security-instrument';
import { composeStatementOfLoan } from '../pdf/statement-of-loan';
import { renditionHtml } from './html-rendition';

type Compose = (file: LoanFile, createdAt: Date) => DocumentModel;
/** A composer of a document whose source data is more than the loan file, or other than it. */
type ComposeSource = (source: Record<string, unknown>, createdAt: Date) => DocumentModel;

/**
 * The composers by type, the same ones generated-pdfs.ts makes the PDFs with: the closing
 * documents and the other documents the borrower reads (the summary, the early disclosure, each
 * owner's notice of the right to cancel, the statement of credit denial).
 */
const COMPOSERS: Record<string, Compose> = {
  APPLICATION_SUMMARY: composeApplicationSummary,
  HELOC_EARLY_DISCLOSURE: composeEarlyDisclosure,
  ESIGN_CONSENT: composeEsignConsent,
  HELOC_AGREEMENT: composeHelocAgreement,
  DEED_OF_TRUST: composeSecurityInstrument,
  MORTGAGE: composeSecurityInstrument,
  STATEMENTOFLOAN: composeStatementOfLoan,
  CREDITDISCLOSURE: composeCreditScoreDisclosure,
  CFPB_HELOC_BOOKLET: composeCfpbBooklet,
  BUSINESS_PURPOSE_CERTIFICATION: composeBusinessPurposeCertification,
  GLBA_NOTICE: composePrivacyNotice,
  HAZARD_DISCLOSURE: composeHazardDisclosure,
  FLOODDISCLOSURE: composeFloodDisclosure,
  AUTOPAY_AUTHORIZATION: composeAutopayAuthorization,
};

const SOURCE_COMPOSERS: Record<string, ComposeSource> = {
  // rightToCancelPdfs keeps the notice's recipient and last day beside the loan file.
  RIGHT_TO_CANCEL_NOTICE: (source, createdAt) => {
    const { recipient, lastDay } = source as { recipient: LoanFilePerson; lastDay: string };
    return composeRightToCancel(source as LoanFile, recipient, lastDay, createdAt);
  },
  ADVERSE_ACTION_NOTICE: (source, createdAt) =>
    composeAdverseActionNotice(source as AdverseActionFile, createdAt),
};

function composed(document: RenderableDocument): DocumentModel | null {
  if (!document.sourceData) return null;
  const compose = COMPOSERS[document.type];
  if (compose) return compose(document.sourceData as LoanFile, document.createdAt);
  return SOURCE_COMPOSERS[document.type]?.(document.sourceData, document.createdAt) ?? null;
}

/** A stored generated document: what it was made from, when, and the hash of its PDF. */
export type RenderableDocument = {
  uuid: string;
  type: string;
  sha256: string;
  sourceData: Record<string, unknown> | null;
  createdAt: Date;
};

/** Renditions already checked, by document and hash: each is proven once per process. */
const checked = new Map<string, Promise<string | null>>();
const CHECKED_LIMIT = 200;

async function provenHtml(document: RenderableDocument): Promise<string | null> {
  const model = composed(document);
  if (!model) return null;
  // The PDF library loads only here, as with the documents themselves (decision 0034).
  const { renderPdf } = await import('../pdf/layout');
  const pdf = await renderPdf(model);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  return sha256 === document.sha256 ? renditionHtml(model, sha256) : null;
}

/**
 * The document as HTML, bound to its PDF (decision 0045): the content is composed again from
 * the data the PDF was made from, laid out as a PDF once more, and the rendition is given only
 * when that PDF's SHA-256 is the stored document's. Otherwise (a document made by an earlier
 * layout, or data changed) it is refused as stale: the reader reads the PDF itself.
 */
export async function documentRendition(document: RenderableDocument): Promise<DocumentRendition> {
  const key = `${document.uuid}:${document.sha256}`;
  let html = checked.get(key);
  if (!html) {
    if (checked.size >= CHECKED_LIMIT) checked.delete(checked.keys().next().value ?? '');
    html = provenHtml(document);
    checked.set(key, html);
    html.catch(() => checked.delete(key));
  }
  const proven = await html;
  if (proven === null) throw AppError.conflict(SIGNING_MESSAGES.renditionStale);
  return { documentUuid: document.uuid, sha256: document.sha256, html: proven };
}
