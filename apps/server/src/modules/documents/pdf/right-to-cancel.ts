import { PdfLayout } from './layout';
import type { LoanFile, LoanFilePerson } from './loan-file';
import { headingOf, propertyLine, wholeMoney } from './words';

/**
 * Notice of right to cancel (Regulation Z §1026.15, model form G-5 for opening a line): one for
 * each owner whose home secures the line, addressed to them.
 */
export async function renderRightToCancel(
  file: LoanFile,
  owner: LoanFilePerson,
  createdAt: Date,
): Promise<Uint8Array> {
  const { lender } = file;
  const layout = await PdfLayout.create(lender, {
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
    ])
    .section('Your right to cancel')
    .paragraph(
      `We have agreed to establish an open-end credit account for you, and you have agreed to give us a ${file.securityInstrument === 'DEED_OF_TRUST' ? 'deed of trust' : 'mortgage'} on your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events:`,
    )
    .bullets([
      'the opening date of your account, which is the day you sign the agreement at your notary session;',
      'the date you received your Truth in Lending disclosures; or',
      'the date you received this notice of your right to cancel the account.',
    ])
    .paragraph(
      'Business days are every day except Sundays and federal public holidays. If you cancel, the security interest in your home is also cancelled. Within 20 calendar days of receiving your notice, we must take the steps necessary to reflect the fact that the security interest in your home has been cancelled, and we must return to you any money or property you have given to us or anyone else in connection with this account.',
    )
    .paragraph(
      'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
    )
    .section('How to cancel')
    .paragraph(
      `If you decide to cancel this account, you may do so online from your dashboard at ${lender.website}/account/heloc, or by notifying us in writing at ${lender.legalName}, ${lender.address}. You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.`,
    )
    .notice(
      'If you cancel by mail or delivery, you must send the notice no later than midnight of the third business day following the latest of the three events listed above. If you send or deliver your written notice to cancel some other way, it must be delivered to the address above no later than that time.',
    )
    .section('I wish to cancel')
    .signatureLines([{ name: owner.name, role: owner.role, onPaper: true }])
    .section('Acknowledgment of receipt')
    .paragraph(
      'I acknowledge receiving two copies of this notice of right to cancel and one copy of the Truth in Lending disclosures.',
    )
    .signatureLines([{ name: owner.name, role: owner.role }]);
  return layout.finish();
}
