import {
  creditName,
  ecoaNotice,
  FCRA_RIGHTS,
  showsCreditReportRights,
  type AdverseActionReason,
  type CreditScoreDisclosure,
  type EcoaAgency,
} from '@openheloc/domain';
import type { PdfBrand } from './brand';
import { DocumentBuilder, type DocumentModel } from './document-model';
import { longDate } from './words';

/** What the statement of credit denial is made from, kept beside the stored PDF. */
export type AdverseActionFile = {
  lender: PdfBrand;
  ecoaAgency: EcoaAgency;
  loanNumber: string;
  /**
   * The product applied for; absent from notices made before the DSCR loan, which were all
   * HELOCs, so their stored files compose as they did.
   */
  product?: string;
  /** yyyy-MM-dd, Pacific: the day of the decision. */
  date: string;
  applicant: { name: string; address: string };
  reasons: AdverseActionReason[];
  creditScore: CreditScoreDisclosure | null;
};

/**
 * The statement of credit denial (ECOA, Regulation B 1002.9; FCRA 615): the words of the
 * declined screen's notice, as a PDF the applicant keeps.
 */
export function composeAdverseActionNotice(
  file: AdverseActionFile,
  createdAt: Date,
): DocumentModel {
  const layout = new DocumentBuilder(file.lender, {
    title: 'Statement of credit denial',
    subtitle: `Loan ${file.loanNumber} · ${longDate(file.date)}`,
    reference: `Loan ${file.loanNumber}`,
    // Every text the notice can bring, so the fonts cover the applicant's name in any script.
    corpus: JSON.stringify(file),
    createdAt,
  });
  layout
    .facts([
      ['Applicant', file.applicant.name],
      ['Address', file.applicant.address],
      ['Date', longDate(file.date)],
      ['Application', `${creditName(file.product ?? 'heloc')}, loan number ${file.loanNumber}`],
      ['Action taken', 'Credit denied'],
    ])
    .section('Principal reasons for our decision');
  if (file.reasons.length > 0) layout.bullets(file.reasons.map((reason) => reason.reason));
  else {
    layout.paragraph(
      'You have the right to a statement of the specific reasons for our decision. Contact us within 60 days of this notice and we will send it to you within 30 days of your request.',
    );
  }
  const { lender } = file;
  layout
    .section('Creditor')
    .paragraph(
      `${lender.legalName}, ${lender.address}. NMLS ID ${lender.nmls}. Phone: ${lender.phone}. Email: ${lender.email}.`,
    );
  if (showsCreditReportRights(file.reasons, file.creditScore)) {
    layout.section('Your right to a copy of your credit report');
    for (const paragraph of FCRA_RIGHTS) layout.paragraph(paragraph);
    const score = file.creditScore;
    if (score) {
      layout
        .paragraph(
          'We also obtained your credit score from this consumer reporting agency and used it in making our decision.',
        )
        .facts([
          ['Your credit score', String(score.score)],
          ['Scores range from', `${score.range.min} to ${score.range.max}`],
          ['Date of the score', longDate(score.date)],
          [
            'Consumer reporting agency',
            `${score.bureau.name}, ${score.bureau.address}, ${score.bureau.phone}`,
          ],
        ]);
      if (score.keyFactors.length > 0) {
        layout.section('Key factors that adversely affected your score').bullets(score.keyFactors);
      }
    } else {
      layout.paragraph(
        `To find out which consumer reporting agency provided the report, and how to reach it, call us at ${lender.phone} or write to ${lender.email}.`,
      );
    }
  }
  layout.section('Equal Credit Opportunity Act notice').paragraph(ecoaNotice(file.ecoaAgency));
  return layout.model();
}
