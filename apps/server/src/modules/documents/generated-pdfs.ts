import type { ApplicationDocumentType } from '@openheloc/domain';
import type { AdverseActionFile } from './pdf/adverse-action-notice';
import type { LoanFile } from './pdf/loan-file';

/** A generated document, ready to store: its bytes and the data they were made from. */
export type GeneratedPdf = {
  type: ApplicationDocumentType;
  fileName: string;
  content: Uint8Array;
  source: Record<string, unknown>;
};

type Render = (file: LoanFile, createdAt: Date) => Promise<Uint8Array>;

/**
 * The renderers, and the PDF library and fonts with them, load with the first document a process makes: a server
 * that only registers borrowers and answers reads does not hold them (decision 0034).
 */
const renderers = () => import('./pdf/renderers');

const fileNameOf = (type: ApplicationDocumentType, file: LoanFile, copy = 0) =>
  `${type.toLowerCase()}-${file.loanNumber}${copy > 0 ? `-${copy + 1}` : ''}.pdf`;

async function generate(
  type: ApplicationDocumentType,
  render: Render,
  file: LoanFile,
  createdAt: Date,
): Promise<GeneratedPdf> {
  return {
    type,
    fileName: fileNameOf(type, file),
    content: await render(file, createdAt),
    source: file,
  };
}

/** The statement of credit denial: made from the decision, not the loan file (there is no line). */
export async function adverseActionNoticePdf(
  file: AdverseActionFile,
  createdAt: Date,
): Promise<GeneratedPdf> {
  return {
    type: 'ADVERSE_ACTION_NOTICE',
    fileName: `adverse_action_notice-${file.loanNumber}.pdf`,
    content: await (await renderers()).renderAdverseActionNotice(file, createdAt),
    source: file,
  };
}

export const applicationSummaryPdf = async (file: LoanFile, createdAt: Date) =>
  generate('APPLICATION_SUMMARY', (await renderers()).renderApplicationSummary, file, createdAt);

export const earlyDisclosurePdf = async (file: LoanFile, createdAt: Date) =>
  generate('HELOC_EARLY_DISCLOSURE', (await renderers()).renderEarlyDisclosure, file, createdAt);

/**
 * What the owners sign at closing: the agreement and note, the deed of trust or mortgage, the
 * E-SIGN consent, the disclosures and notices,
 * the flood notice when the home needs flood insurance and the autopay authorization with autopay;
 * the HELOC booklet for a consumer's line, the business-purpose certification for business-purpose
 * credit (the DSCR loan, decision 0050).
 */
export async function closingPdfs(
  file: LoanFile,
  createdAt: Date,
  { businessPurpose }: { businessPurpose: boolean },
): Promise<GeneratedPdf[]> {
  const {
    renderAutopayAuthorization,
    renderBusinessPurposeCertification,
    renderCfpbBooklet,
    renderCreditScoreDisclosure,
    renderEsignConsent,
    renderFloodDisclosure,
    renderHazardDisclosure,
    renderHelocAgreement,
    renderPrivacyNotice,
    renderSecurityInstrument,
    renderStatementOfLoan,
  } = await renderers();
  const documents: [ApplicationDocumentType, Render][] = [
    ['ESIGN_CONSENT', renderEsignConsent],
    ['HELOC_AGREEMENT', renderHelocAgreement],
    [file.securityInstrument, renderSecurityInstrument],
    ['STATEMENTOFLOAN', renderStatementOfLoan],
    ['CREDITDISCLOSURE', renderCreditScoreDisclosure],
    businessPurpose
      ? ['BUSINESS_PURPOSE_CERTIFICATION', renderBusinessPurposeCertification]
      : ['CFPB_HELOC_BOOKLET', renderCfpbBooklet],
    ['GLBA_NOTICE', renderPrivacyNotice],
    ['HAZARD_DISCLOSURE', renderHazardDisclosure],
  ];
  if (file.flood?.insuranceRequired) documents.push(['FLOODDISCLOSURE', renderFloodDisclosure]);
  if (file.line.payType === 'AUTOPAY') {
    documents.push(['AUTOPAY_AUTHORIZATION', renderAutopayAuthorization]);
  }
  const generated: GeneratedPdf[] = [];
  for (const [type, render] of documents)
    generated.push(await generate(type, render, file, createdAt));
  return generated;
}

/**
 * Each owner's own notice of the right to cancel, made at consummation (the notarization) with
 * the last day on which they may cancel.
 */
export async function rightToCancelPdfs(
  file: LoanFile,
  lastDay: string,
  createdAt: Date,
): Promise<(GeneratedPdf & { owner: LoanFile['owners'][number] })[]> {
  const { renderRightToCancel } = await renderers();
  const notices = [];
  for (const [copy, owner] of file.owners.entries()) {
    notices.push({
      type: 'RIGHT_TO_CANCEL_NOTICE' as const,
      fileName: fileNameOf('RIGHT_TO_CANCEL_NOTICE', file, copy),
      content: await renderRightToCancel(file, owner, lastDay, createdAt),
      source: { ...file, recipient: owner, lastDay },
      owner,
    });
  }
  return notices;
}
