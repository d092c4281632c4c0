import { ESIGN_DISCLOSURE_VERSION, eSignDisclosureText } from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf } from './words';

/**
 * The E-SIGN disclosure (15 U.S.C. 7001(c)) in the words the borrower agrees to on the signing
 * page, kept in the closing package as the record of that consent. It has no signature line: the
 * consent is given once and recorded with its time, version, address and browser (decision 0052).
 */
export function composeEsignConsent(file: LoanFile, createdAt: Date): DocumentModel {
  const { lender } = file;
  const layout = new DocumentBuilder(
    lender,
    headingOf(file, 'Consent to electronic records and signatures', createdAt),
  );
  layout.paragraph(
    `This is the disclosure you agree to before you sign the documents of loan ${file.loanNumber} electronically (version ${ESIGN_DISCLOSURE_VERSION}).`,
  );
  for (const paragraph of eSignDisclosureText({
    lenderName: lender.brandName,
    supportPhone: lender.phone,
    supportEmail: lender.email,
  })) {
    layout.paragraph(paragraph);
  }
  layout
    .section('Your consent')
    .paragraph(
      'You agree to this disclosure once, on the signing page, before you sign anything; you are not asked to sign it. We record when you agreed, this version, your IP address and your browser, and the signing certificate of every document you sign repeats when you agreed.',
    );
  return layout.model();
}
