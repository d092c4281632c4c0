import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf } from './words';

/** Consent to electronic records and signatures (the E-SIGN Act, 15 U.S.C. 7001(c)). */
export function composeEsignConsent(file: LoanFile, createdAt: Date): DocumentModel {
  const { lender } = file;
  const layout = new DocumentBuilder(
    lender,
    headingOf(file, 'Consent to electronic records and signatures', createdAt),
  );
  layout
    .paragraph(
      `${lender.legalName} ("we") would like to give you the documents of your home equity line of credit, and to have you sign them, electronically. Please read this consent before you agree to it. It covers every document of loan ${file.loanNumber}: disclosures, the agreement and note, notices, statements and any other record we must give you in writing.`,
    )
    .section('Your choices')
    .bullets([
      'You may ask for paper copies of any document at no charge by calling us at ' +
        `${lender.phone} or writing to ${lender.email}.`,
      'You may withdraw this consent at any time, at no charge, the same ways. Withdrawing does not affect documents already signed; we will send the rest on paper, which may delay your line.',
      'Keep your email address up to date with us; we will send notices to the address we have on file for you, ' +
        `${file.borrower.email}.`,
    ])
    .section('What you need')
    .bullets([
      'A current version of Chrome, Edge, Firefox or Safari, with JavaScript and cookies enabled.',
      'Software that can open PDF files, and a printer or storage to keep copies.',
      'An email account and an internet connection.',
    ])
    .paragraph(
      'If these requirements change in a way that could stop you from opening or keeping your documents, we will tell you and you may withdraw your consent without charge.',
    )
    .section('Your consent')
    .paragraph(
      'By signing below you confirm that you can open PDF documents on the device you use, that you agree to receive your documents electronically, and that your electronic signature has the same effect as your handwritten signature.',
    )
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
