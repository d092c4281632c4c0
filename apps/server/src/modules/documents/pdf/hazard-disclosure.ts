import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, propertyLine, wholeMoney } from './words';

/** What insurance the line needs on the home, and the borrower's free choice of insurer. */
export function composeHazardDisclosure(file: LoanFile, createdAt: Date): DocumentModel {
  const policy = file.insurance.find((item) => item.kind === 'HAZARD');
  const layout = new DocumentBuilder(
    file.lender,
    headingOf(file, 'Hazard insurance disclosure', createdAt),
  );
  layout
    .facts([
      ['Property', propertyLine(file.property)],
      ['Policy on file', policy ? `${policy.carrier}, policy ${policy.policyNumber}` : 'None yet'],
      [
        'Lender to be named as',
        `${file.lender.legalName}, its successors and assigns (loss payee)`,
      ],
    ])
    .paragraph(
      `While the line is open you must keep the home insured against fire and the other hazards a standard homeowner's policy covers, for at least the lesser of its replacement cost and the total of the liens on it (including this line of ${wholeMoney(file.line.amount)}).`,
    )
    .notice(
      'You may obtain this insurance from any insurance company or agent you choose that is licensed in your state. Your choice of insurer will not affect our decision on your line.',
    )
    .paragraph(
      'If your insurance lapses, we may buy insurance to protect our interest in the home and add its cost to your balance. That insurance may cost more and cover less than a policy you buy yourself.',
    )
    .section('Acknowledgment')
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
