import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, propertyLine, wholeMoney } from './words';

/**
 * The DSCR loan's business-purpose certification: the owners state that the property is held
 * for investment and the credit is for that business, which is what puts the loan outside
 * Regulation Z (12 CFR 1026.3(a)) and its right to cancel (decision 0050).
 */
export function composeBusinessPurposeCertification(
  file: LoanFile,
  createdAt: Date,
): DocumentModel {
  const layout = new DocumentBuilder(
    file.lender,
    headingOf(file, 'Business-purpose certification', createdAt),
  );
  layout
    .facts([
      ['Property', propertyLine(file.property)],
      ['Loan amount', wholeMoney(file.line.amount)],
      ['Loan', 'Debt-service-coverage-ratio (DSCR) loan on an investment property'],
    ])
    .paragraph(
      'Each of us certifies that the property is not our principal residence and is held to earn rental income, and that we are asking for this loan for the business of owning and renting it, not for personal, family or household purposes.',
    )
    .paragraph(
      'The loan was qualified on the rent the property earns, not on our own income. We understand that, as business-purpose credit, it is not covered by the Truth in Lending Act and Regulation Z: there is no right to cancel it after signing, and the notices that come with consumer home-equity lines are not given.',
    )
    .notice(
      'A false statement in this certification may make the loan due at once and may be a crime under federal law.',
    )
    .section('Certification')
    .signatureLines(file.owners.map((owner) => ({ name: owner.name, role: owner.role })));
  return layout.model();
}
