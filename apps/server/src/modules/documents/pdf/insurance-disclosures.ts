import { PdfLayout } from './layout';
import type { LoanFile } from './loan-file';
import { headingOf, propertyLine, wholeMoney } from './words';

/** What insurance the line needs on the home, and the borrower's free choice of insurer. */
export async function renderHazardDisclosure(file: LoanFile, createdAt: Date): Promise<Uint8Array> {
  const policy = file.insurance.find((item) => item.kind === 'HAZARD');
  const layout = await PdfLayout.create(
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
  return layout.finish();
}

/** Notice of special flood hazard and availability of federal disaster relief (12 CFR 339.9). */
export async function renderFloodDisclosure(file: LoanFile, createdAt: Date): Promise<Uint8Array> {
  const flood = file.flood;
  const layout = await PdfLayout.create(
    file.lender,
    headingOf(
      file,
      'Notice of special flood hazard and availability of federal disaster relief',
      createdAt,
    ),
  );
  layout
    .facts([
      ['Property', propertyLine(file.property)],
      ['Flood zone', flood?.zone ?? 'Not determined'],
      ['Flood certificate', flood?.certificateId ?? 'Not determined'],
    ])
    .paragraph(
      `We are giving you this notice to inform you that the building or mobile home securing the loan for which you have applied is or will be located in an area with special flood hazards (zone ${flood?.zone ?? 'unknown'}). The area has been identified by the Administrator of the Federal Emergency Management Agency as a special flood hazard area, an area with at least a one percent chance of a flood equal to or exceeding the base flood elevation in any given year.`,
    )
    .notice(
      'Flood insurance coverage under the National Flood Insurance Program is available for the property, and federal law requires you to buy it before the line opens and to keep it for the life of the line.',
    )
    .paragraph(
      'Property and casualty insurance does not usually cover flood damage. Federal disaster relief assistance may be available only if the President declares a disaster, and it is often a loan you must repay.',
    )
    .section('Acknowledgment of receipt')
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.finish();
}
