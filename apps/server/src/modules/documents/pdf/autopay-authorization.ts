import { AUTOPAY_AUTHORIZATION_VERSION, autopayAuthorizationText } from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { accountLine, headingOf, money, percent } from './words';

/**
 * The borrower's authorization of recurring ACH debits (Regulation E §1005.10(b)) in the words
 * they accepted on the bank screen, with the account, the discount it keeps and how to stop it.
 */
export function composeAutopayAuthorization(file: LoanFile, createdAt: Date): DocumentModel {
  const { lender, disclosure: d } = file;
  const account = file.autopayAccount ?? file.disbursementAccount;
  const layout = new DocumentBuilder(
    lender,
    headingOf(file, 'Authorization for automatic payments', createdAt),
  );
  layout.facts([
    ['Account holder', file.borrower.name],
    ['Account to debit', account ? accountLine(account) : 'The account you give us before closing'],
    ['Routing number', account?.routingNumber ?? 'To be given'],
    ['Loan number', file.loanNumber],
    ['Amount of each debit', 'The payment due shown on your monthly statement'],
    [
      'Autopay discount',
      d.autopayDiscountBps > 0 ? `${percent(d.autopayDiscountBps)} off your margin` : 'None',
    ],
  ]);
  for (const paragraph of autopayAuthorizationText({
    lenderName: lender.brandName,
    accountMask: account?.last4 ?? '????',
    supportPhone: lender.phone,
  })) {
    layout.paragraph(paragraph);
  }
  layout
    .paragraph(
      `At today's ANNUAL PERCENTAGE RATE of ${percent(d.aprBps)}, the minimum payment on a $10,000 balance during the draw period is ${money(d.currentExample.drawPeriodPayment)}.`,
    )
    .paragraph(`Authorization text version ${AUTOPAY_AUTHORIZATION_VERSION}.`, {
      italic: true,
      size: 8.5,
    })
    .section('Signature')
    .signatureLines([{ name: file.borrower.name, role: 'Account holder' }]);
  return layout.model();
}
