/** Every document's renderer: the module that brings in the PDF library (see generated-pdfs.ts). */
export { renderApplicationSummary } from './application-summary';
export { renderAutopayAuthorization } from './autopay-authorization';
export { renderBusinessPurposeCertification } from './business-purpose-certification';
export { renderCfpbBooklet } from './cfpb-booklet';
export { renderCreditScoreDisclosure } from './credit-score-disclosure';
export { renderEarlyDisclosure } from './early-disclosure';
export { renderEsignConsent } from './esign-consent';
export { renderFloodDisclosure } from './flood-disclosure';
export { renderHazardDisclosure } from './hazard-disclosure';
export { renderHelocAgreement } from './heloc-agreement';
export { renderPrivacyNotice } from './privacy-notice';
export { renderRightToCancel } from './right-to-cancel';
export { renderSecurityInstrument } from './security-instrument';
export { renderStatementOfLoan } from './statement-of-loan';
export { renderAdverseActionNotice } from './adverse-action-notice';
