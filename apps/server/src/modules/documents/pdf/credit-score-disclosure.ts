import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, longDate } from './words';

/**
 * The credit score disclosure (Fair Credit Reporting Act §609(g)), with the notice to the home
 * loan applicant: the score used, its range, its key factors and the bureau that made it.
 */
export function composeCreditScoreDisclosure(file: LoanFile, createdAt: Date): DocumentModel {
  const layout = new DocumentBuilder(
    file.lender,
    headingOf(file, 'Credit score disclosure and notice to the home loan applicant', createdAt),
  );
  layout
    .paragraph(
      'In connection with your application for a home loan, the lender must disclose to you the score that a consumer reporting agency distributed to users and the lender used in connection with your home loan, and the key factors affecting your credit scores.',
    )
    .paragraph(
      'The credit score is a computer-generated summary calculated at the time of the request and based on information that a consumer reporting agency or lender has on file. The scores are based on data about your credit history and payment patterns. Credit scores are important because they are used to assist the lender in determining whether you will obtain a loan. They may also be used to determine what interest rate you may be offered on the mortgage. Credit scores can change over time, depending on your conduct, how your credit history and payment patterns change, and how credit scoring technologies change.',
    );
  const score = file.creditScore;
  if (score) {
    layout
      .section('Your credit score')
      .facts([
        ['Your credit score', String(score.score)],
        ['Scores range from', `${score.range.min} to ${score.range.max}`],
        ['Date of the score', longDate(score.date)],
        [
          'Consumer reporting agency',
          `${score.bureau.name}, ${score.bureau.address}, ${score.bureau.phone}`,
        ],
      ])
      .section('Key factors that affected your score')
      .bullets(
        score.keyFactors.length > 0 ? score.keyFactors : ['The agency gave no key factors.'],
      );
  } else {
    layout
      .section('Your credit score')
      .paragraph('No credit score was used in deciding your application.');
  }
  layout.paragraph(
    'If you have questions concerning the terms of the loan, contact the lender. The consumer reporting agency did not make the decision on your application and cannot explain it. You may ask the agency for a free copy of your credit report within 60 days, and dispute anything in it that is inaccurate or incomplete.',
    { size: 9 },
  );
  layout
    .section('Acknowledgment')
    .paragraph('By signing below you acknowledge receiving this notice.')
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
