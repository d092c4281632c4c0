import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import {
  headingOf,
  longDate,
  money,
  ownerNames,
  percent,
  propertyLine,
  wholeMoney,
  years,
} from './words';

/** The credit agreement and promissory note: the borrower's promise to repay, on the line's terms. */
export function composeHelocAgreement(file: LoanFile, createdAt: Date): DocumentModel {
  const { line, disclosure: d, lender } = file;
  const layout = new DocumentBuilder(
    lender,
    headingOf(file, 'Home equity line of credit agreement and note', createdAt),
  );
  layout
    .paragraph(
      `In this agreement "you" and "your" mean ${file.borrower.name}, who signs it as borrower, and "we", "us" and "our" mean ${lender.legalName} (NMLS #${lender.nmls}), ${lender.address}, and anyone to whom this agreement is transferred.`,
    )
    .facts([
      ['Borrower', file.borrower.name],
      ['Credit limit', wholeMoney(line.amount)],
      ['Initial advance at opening', money(line.initialDraw)],
      [
        'Index',
        `Prime rate (The Wall Street Journal): ${percent(d.primeRateBps)} on ${longDate(d.primeRateAsOf)}`,
      ],
      ['Margin', percent(d.marginBps)],
      ['ANNUAL PERCENTAGE RATE at opening', percent(line.aprBps)],
      ['Lowest and highest APR', `${percent(d.minAprBps)} and ${percent(d.maxAprBps)}`],
      [
        'Draw and repayment periods',
        d.interestOnly
          ? 'No fixed term: interest-only payments while the line is open'
          : `${years(d.drawPeriodYears)} to draw, then ${years(d.repaymentPeriodYears)} to repay`,
      ],
      ['Property securing the line', propertyLine(file.property)],
    ])
    .section('1. Promise to pay')
    .paragraph(
      `You promise to pay us all advances you take under this line, up to the credit limit of ${wholeMoney(line.amount)}, with interest, fees and charges as this agreement provides. At opening we will advance ${money(line.initialDraw)} to you, less the fees you chose to have paid from it.`,
    )
    .section('2. Interest')
    .paragraph(
      `Interest accrues daily on the unpaid principal balance at the daily periodic rate, which is the ANNUAL PERCENTAGE RATE divided by 365.25. The ANNUAL PERCENTAGE RATE is the index plus the margin of ${percent(d.marginBps)}, and never lower than ${percent(d.minAprBps)} nor higher than ${percent(d.maxAprBps)}. The index is the highest prime rate published in the Money Rates table of The Wall Street Journal. The rate changes on the first day of the billing cycle after the index changes.${d.autopayDiscountBps > 0 ? ` The margin includes a discount of ${percent(d.autopayDiscountBps)} while you pay automatically; if automatic payments stop, the margin goes up by that discount.` : ''}`,
    )
    .section('3. Payments')
    .paragraph(
      d.interestOnly
        ? 'Each month you must pay at least the interest that accrued during the billing cycle, rounded up to the next cent.'
        : `During the draw period of ${years(d.drawPeriodYears)} you must pay at least the interest that accrued during each billing cycle. During the repayment period of ${years(d.repaymentPeriodYears)} you must pay the balance in equal monthly payments of principal and interest, recalculated when the rate changes, so that the line is repaid by the end of the term.`,
    )
    .paragraph(
      line.payType === 'AUTOPAY'
        ? 'You chose to pay automatically from your bank account; your autopay authorization is a separate document.'
        : 'You chose to pay each month yourself; payments are due on the date shown on your statement.',
    )
    .section('4. Advances')
    .paragraph(
      'During the draw period you may request advances up to the available credit by asking us online or by phone. We may refuse advances, or lower your credit limit, only in the cases the early disclosure describes.',
    )
    .section('5. Fees')
    .table(
      [
        { header: 'Fee charged at opening', width: 3 },
        { header: 'Amount', width: 1, align: 'right' },
      ],
      [...line.fees.map((fee) => [fee.label, money(fee.amount)]), ['Total', money(line.totalFees)]],
    )
    .section('6. Security')
    .paragraph(
      `This line is secured by a ${file.securityInstrument === 'DEED_OF_TRUST' ? 'deed of trust' : 'mortgage'} signed by ${ownerNames(file)} on the property at ${propertyLine(file.property)}.`,
    )
    .notice('You could lose your home if you do not meet the obligations in this agreement.')
    .section('7. Default and termination')
    .paragraph(
      'We may end the line and require you to pay the whole balance at once if you commit fraud or make a material misrepresentation in connection with the line, if you do not meet the repayment terms, or if your action or inaction adversely affects our security in the property.',
    )
    .section('8. Your right to cancel')
    .paragraph(
      'Each owner whose principal dwelling secures this line may cancel it within three business days, as the separate Notice of Right to Cancel explains. We will not advance any money until that time has passed.',
    )
    .section('9. Governing law')
    .paragraph(
      `This agreement is governed by federal law and, where not preempted, by the law of the state where the property is located (${file.property.state}). Each borrower is responsible for the whole balance.`,
    )
    .section('Signatures')
    .paragraph(
      'By signing below you agree to the terms of this agreement and acknowledge receiving a complete copy of it.',
    )
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
