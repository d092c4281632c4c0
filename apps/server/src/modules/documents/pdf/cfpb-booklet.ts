import {
  CFPB_HELOC_BOOKLET_TITLE as BOOKLET_TITLE,
  CFPB_HELOC_BOOKLET_URL as BOOKLET_URL,
} from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf } from './words';

/** The receipt for the CFPB's HELOC booklet (Regulation Z §1026.40(e)), with where to read it. */
export function composeCfpbBooklet(file: LoanFile, createdAt: Date): DocumentModel {
  const layout = new DocumentBuilder(
    file.lender,
    headingOf(file, `CFPB booklet: ${BOOKLET_TITLE}`, createdAt),
  );
  layout
    .paragraph(
      `Federal law asks lenders to give everyone who applies for a home equity line of credit the Consumer Financial Protection Bureau's booklet "${BOOKLET_TITLE}". We gave it to you with your application, and you can read or download it at any time at:`,
    )
    .paragraph(BOOKLET_URL, { bold: true })
    .section('What the booklet covers')
    .bullets([
      'How a home equity line of credit works, and how it differs from a home equity loan.',
      'The costs of a line: the annual percentage rate, the index and margin, fees and closing costs.',
      'The draw and repayment periods, and what happens to your payments when the rate changes.',
      'The risks: you could lose your home if you do not repay, and your lender can freeze or reduce your line in some cases.',
      'Your right to cancel within three business days, and what to ask lenders when you compare offers.',
    ])
    .section('Acknowledgment')
    .paragraph(`I acknowledge receiving the CFPB booklet "${BOOKLET_TITLE}".`)
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
