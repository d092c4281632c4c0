import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, money, percent, propertyLine, wholeMoney, years } from './words';

const OCCUPANCY = {
  PRIMARY: 'Primary residence',
  SECONDARY: 'Second home',
  INVESTMENT: 'Investment property',
} as const;

/** The application as the borrower gave it, for them to check before submitting. */
export function composeApplicationSummary(file: LoanFile, createdAt: Date): DocumentModel {
  const { borrower, line } = file;
  const layout = new DocumentBuilder(
    file.lender,
    headingOf(file, 'Home equity line of credit application summary', createdAt),
  );
  layout
    .paragraph(
      `This is a summary of your application for a home equity line of credit with ${file.lender.legalName}. Please check that everything is right. If anything is wrong, change it in your application or call us at ${file.lender.phone}.`,
    )
    .section('You')
    .facts([
      ['Name', borrower.name],
      ['Email', borrower.email],
      ['Phone', borrower.phone ?? 'Not given'],
      [
        'Employment',
        borrower.employmentType
          ? borrower.employmentType.replaceAll('_', ' ').toLowerCase()
          : 'Not given',
      ],
      [
        'Annual income before tax',
        borrower.annualIncome === null ? 'Not given' : wholeMoney(borrower.annualIncome),
      ],
      ['Other annual income', borrower.otherIncome ? wholeMoney(borrower.otherIncome) : 'None'],
    ])
    .section('The property')
    .facts([
      ['Address', propertyLine(file.property)],
      [
        'Occupancy',
        file.property.occupancy
          ? OCCUPANCY[file.property.occupancy as keyof typeof OCCUPANCY]
          : 'Not given',
      ],
      ['Owners on title', file.owners.map((owner) => owner.name).join(', ')],
    ])
    .section('The line you chose')
    .facts([
      ['Credit limit', wholeMoney(line.amount)],
      ['Initial draw at closing', money(line.initialDraw)],
      [
        'ANNUAL PERCENTAGE RATE',
        `${percent(line.aprBps)} (variable: prime rate plus ${percent(file.disclosure.marginBps)}, within ${percent(file.disclosure.minAprBps)} and ${percent(file.disclosure.maxAprBps)})`,
      ],
      [
        'Term',
        line.termYears === null
          ? 'No fixed term (interest only)'
          : `${years(line.termYears)}: ${years(line.drawPeriodYears)} to draw, then ${years(line.repaymentPeriodYears)} to repay`,
      ],
      [
        'Payments',
        line.payType === 'AUTOPAY'
          ? 'Automatic payments from your bank account'
          : 'Paid by you each month',
      ],
      ['Fees to open the line', money(line.totalFees)],
    ])
    .table(
      [
        { header: 'Fee', width: 3 },
        { header: 'Amount', width: 1, align: 'right' },
      ],
      line.fees.map((fee) => [fee.label, money(fee.amount)]),
    );
  if (file.hmda) {
    const hmda = file.hmda;
    const listed = (values: readonly string[]) =>
      values
        .map((value) =>
          value === 'DECLINED' ? 'Chose not to provide' : value.replaceAll('_', ' ').toLowerCase(),
        )
        .join(', ');
    layout
      .section('Government monitoring information')
      .paragraph(
        'The federal government asks for this information to monitor compliance with fair lending laws. It is not used to decide your application.',
        { size: 9 },
      )
      .facts([
        ['Ethnicity', listed(hmda.ethnicity)],
        ['Race', listed(hmda.race)],
        ['Sex', listed(hmda.sex)],
      ]);
  }
  layout
    .section('Your declaration')
    .paragraph(
      'By submitting the application you confirm that the information in it is true and complete, and you authorize us to verify it, including by obtaining a consumer credit report. Knowingly making a false statement on a loan application is a federal crime (18 U.S.C. 1001 and 1014).',
    );
  return layout.model();
}
