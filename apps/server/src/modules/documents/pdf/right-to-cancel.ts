import { formatRescissionDeadline } from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile, LoanFilePerson } from './loan-file';
import { headingOf, propertyLine, wholeMoney } from './words';

/**
 * Notice of right to cancel (Regulation Z §1026.15, model form G-5 for opening a line): one for
 * each owner whose home secures the line, addressed to them, delivered at consummation (the
 * notarization) with the date the right ends. It is not signed at closing: the "I wish to
 * cancel" form is for the owner to use, and receipt is acknowledged online.
 */
export function composeRightToCancel(
  file: LoanFile,
  owner: LoanFilePerson,
  /** yyyy-MM-dd, Pacific: the last day on which the owner may cancel. */
  lastDay: string,
  createdAt: Date,
): DocumentModel {
  const deadline = `${formatRescissionDeadline(lastDay)}, ${lastDay.slice(0, 4)} (Pacific Time)`;
  const { lender } = file;
  const layout = new DocumentBuilder(lender, {
    ...headingOf(file, 'Notice of right to cancel', createdAt),
    subtitle: `Loan number ${file.loanNumber}  |  For ${owner.name} (${owner.role.toLowerCase()})`,
  });
  layout
    .facts([
      ['To', owner.name],
      ['Home', propertyLine(file.property)],
      [
        'Line of credit',
        `${wholeMoney(file.line.amount)} home equity line of credit, loan ${file.loanNumber}`,
      ],
      ['Your right to cancel ends', deadline],
    ])
    .section('Your right to cancel')
    .paragraph(
      `We have agreed to establish an open-end credit account for you, and you have agreed to give us a ${file.securityInstrument === 'DEED_OF_TRUST' ? 'deed of trust' : 'mortgage'} on your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events:`,
    )
    .bullets([
      'the opening date of your account, which is the day your notary session was completed;',
      'the date you received your Truth in Lending disclosures; or',
      'the date you received this notice of your right to cancel the account.',
    ])
    .paragraph(`All three have happened, so your right to cancel ends at ${deadline}.`, {
      bold: true,
    })
    .paragraph(
      'Business days are every day except Sundays and federal public holidays. If you cancel, the security interest in your home is also cancelled. Within 20 calendar days of receiving your notice, we must take the steps necessary to reflect the fact that the security interest in your home has been cancelled, and we must return to you any money or property you have given to us or anyone else in connection with this account.',
    )
    .paragraph(
      'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
    )
    .section('How to cancel')
    .paragraph(
      `If you decide to cancel this account, you may do so online after signing in at ${lender.website}${owner.role === 'Borrower' ? '/account/heloc' : '/account/heloc-signer/login'}, or by notifying us in writing at ${lender.legalName}, ${lender.address}. You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.`,
    )
    .notice(
      `If you cancel by mail or delivery, you must send the notice no later than ${deadline}. If you send or deliver your written notice to cancel some other way, it must be delivered to the address above no later than that time.`,
    )
    .section('I wish to cancel (only if you decide to cancel)')
    .paragraph(
      'Sign and date this part only if you want to cancel, and send or deliver it to the address above.',
    )
    .paragraph('Signature: ______________________________    Date: ______________')
    .section('Acknowledgment of receipt')
    .paragraph(
      `Acknowledge receiving this notice and the Truth in Lending disclosures online, where you cancel. Acknowledging receipt does not cancel your line of credit, and does not shorten your right to cancel.`,
    );
  return layout.model();
}
