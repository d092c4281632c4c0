import { composeAdverseActionNotice } from './adverse-action-notice';
import { composeApplicationSummary } from './application-summary';
import { composeAutopayAuthorization } from './autopay-authorization';
import { composeBusinessPurposeCertification } from './business-purpose-certification';
import { composeCfpbBooklet } from './cfpb-booklet';
import { composeCreditScoreDisclosure } from './credit-score-disclosure';
import type { DocumentModel } from './document-model';
import { composeEarlyDisclosure } from './early-disclosure';
import { composeEsignConsent } from './esign-consent';
import { composeFloodDisclosure } from './flood-disclosure';
import { composeHazardDisclosure } from './hazard-disclosure';
import { composeHelocAgreement } from './heloc-agreement';
import { renderPdf } from './layout';
import { composePrivacyNotice } from './privacy-notice';
import { composeRightToCancel } from './right-to-cancel';
import { composeSecurityInstrument } from './security-instrument';
import { composeStatementOfLoan } from './statement-of-loan';

/** A document's PDF, made from what its composer writes. */
const pdfOf =
  <A extends unknown[]>(compose: (...args: A) => DocumentModel) =>
  (...args: A): Promise<Uint8Array> =>
    renderPdf(compose(...args));

/** Every document's renderer: the module that brings in the PDF library (see generated-pdfs.ts). */
export const renderApplicationSummary = pdfOf(composeApplicationSummary);
export const renderAutopayAuthorization = pdfOf(composeAutopayAuthorization);
export const renderBusinessPurposeCertification = pdfOf(composeBusinessPurposeCertification);
export const renderCfpbBooklet = pdfOf(composeCfpbBooklet);
export const renderCreditScoreDisclosure = pdfOf(composeCreditScoreDisclosure);
export const renderEarlyDisclosure = pdfOf(composeEarlyDisclosure);
export const renderEsignConsent = pdfOf(composeEsignConsent);
export const renderFloodDisclosure = pdfOf(composeFloodDisclosure);
export const renderHazardDisclosure = pdfOf(composeHazardDisclosure);
export const renderHelocAgreement = pdfOf(composeHelocAgreement);
export const renderPrivacyNotice = pdfOf(composePrivacyNotice);
export const renderRightToCancel = pdfOf(composeRightToCancel);
export const renderSecurityInstrument = pdfOf(composeSecurityInstrument);
export const renderStatementOfLoan = pdfOf(composeStatementOfLoan);
export const renderAdverseActionNotice = pdfOf(composeAdverseActionNotice);
