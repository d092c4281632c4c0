import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, propertyLine } from './words';

/** Notice of special flood hazard and availability of federal disaster relief (12 CFR 339.9). */
export function composeFloodDisclosure(file: LoanFile, createdAt: Date): DocumentModel {
  const flood = file.flood;
  const layout = new DocumentBuilder(
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
  return layout.model();
}
