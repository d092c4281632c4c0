import {
  addCents,
  EXAMPLE_BALANCE,
  HISTORICAL_EXAMPLE_EXPLANATION,
  ZERO_CENTS,
} from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import { headingOf, longDate, money, percent, propertyLine, wholeMoney, years } from './words';

const PHASE_NOTE = { DRAW: 'Draw period', REPAYMENT: 'Repayment', PAID: 'Repaid' } as const;

/**
 * 'Important terms of our home equity line of credit' (Regulation Z §1026.40(d)): the same
 * words and the same figures as the disclosures screen, with the 15-year historical example.
 */
export function composeEarlyDisclosure(file: LoanFile, createdAt: Date): DocumentModel {
  const d = file.disclosure;
  const apr = (value: number) => `ANNUAL PERCENTAGE RATE of ${percent(value)}`;
  const layout = new DocumentBuilder(
    file.lender,
    headingOf(file, 'Important terms of our home equity line of credit', createdAt),
  );
  layout
    .paragraph(
      `This disclosure contains important information about our home equity line of credit. You should read it carefully and keep a copy for your records.`,
    )
    .facts([
      ['Lender', `${file.lender.legalName} (NMLS #${file.lender.nmls})`],
      ['Applicant', file.borrower.name],
      ['Property', propertyLine(file.property)],
      ['Credit limit', wholeMoney(d.creditLimit)],
      ['Initial draw', `${wholeMoney(d.initialDraw)} (${d.initialDrawPercent}% of the line)`],
      ['ANNUAL PERCENTAGE RATE today', percent(d.aprBps)],
    ])
    .section('Availability of terms')
    .paragraph(
      'All of the terms described below are subject to change. If these terms change (other than the annual percentage rate) and you decide, as a result, not to open the line, you are entitled to a refund of all fees you paid to us or to anyone else in connection with your application.',
    )
    .section('Security interest')
    .paragraph(
      `We will take a mortgage or deed of trust on your home at ${propertyLine(file.property)}.`,
    )
    .notice(
      'You could lose your home if you do not meet the obligations in your agreement with us.',
    )
    .section('Possible actions')
    .paragraph('We can end your line and require you to pay the entire balance in one payment if:')
    .bullets([
      'you commit fraud or make a material misrepresentation in connection with the line;',
      'you do not meet the repayment terms; or',
      'your action or inaction harms our security in your home, or your rights in it.',
    ])
    .paragraph('We can refuse to lend more, or lower your credit limit, while:')
    .bullets([
      'the value of your home falls significantly below its value when the line was opened;',
      'we reasonably believe you will not be able to repay because your financial circumstances changed materially;',
      'you are in default of a material obligation of the agreement;',
      'government action prevents us from charging the agreed rate or weakens our security; or',
      'a regulator tells us that continuing to lend would be unsafe and unsound.',
    ])
    .paragraph(
      'If you ask, we will give you more specific information about when we can take these actions.',
    )
    .section('Minimum payment requirements')
    .paragraph(
      d.interestOnly
        ? 'Your line has no fixed draw or repayment period. Payments are due monthly and equal the interest that accrued on the balance, rounded up to the next cent. Paying only the minimum does not repay any of the amount you borrowed.'
        : `You can draw on the line for ${years(d.drawPeriodYears)} (the draw period). During the draw period, payments are due monthly and equal the interest that accrued on the balance; they do not repay the amount you borrowed. After the draw period, you can no longer draw and must repay the balance over ${years(d.repaymentPeriodYears)} (the repayment period), in equal monthly payments of principal and interest.`,
    )
    .section('Minimum payment example')
    .paragraph(
      d.interestOnly
        ? `If you had a balance of ${wholeMoney(EXAMPLE_BALANCE)} at an ${apr(d.currentExample.aprBps)}, your minimum monthly payment would be ${money(d.currentExample.drawPeriodPayment)}, and the balance would not go down.`
        : `If you made only the minimum monthly payments and took no other advances, it would take ${years(d.termYears)} to pay off an advance of ${wholeMoney(EXAMPLE_BALANCE)} at an ${apr(d.currentExample.aprBps)}. During that time you would make ${(d.drawPeriodYears ?? 0) * 12} monthly payments of ${money(d.currentExample.drawPeriodPayment)} followed by ${(d.repaymentPeriodYears ?? 0) * 12} monthly payments of ${money(d.currentExample.repaymentPeriodPayment ?? ZERO_CENTS)}.`,
    )
    .section('Fees and charges')
    .paragraph('To open the line you must pay us:')
    .table(
      [
        { header: 'Fee', width: 3 },
        { header: 'Amount', width: 1, align: 'right' },
      ],
      d.lenderFees.map((fee) => [fee.label, money(fee.amount)]),
    );
  if (d.thirdPartyFees.length > 0) {
    const total = addCents(...d.thirdPartyFees.map((fee) => fee.amount));
    layout
      .paragraph(
        `You must also pay fees to others to open the line. These fees total about ${money(total)}:`,
      )
      .table(
        [
          { header: 'Paid to others', width: 3 },
          { header: 'Amount', width: 1, align: 'right' },
        ],
        d.thirdPartyFees.map((fee) => [fee.label, money(fee.amount)]),
      )
      .paragraph('If you ask, we will give you an itemization of the fees you pay to others.');
  }
  const limitSentence =
    d.aprLimit === null
      ? `With your margin, that gives an ${apr(d.aprBps)}.`
      : `With your margin that makes ${percent(d.indexPlusMarginBps)}, which is ${d.aprLimit === 'FLOOR' ? 'below the lowest' : 'above the highest'} rate of the line, so the ${apr(d.aprBps)} applies.`;
  layout
    .section('Tax deductibility')
    .paragraph(
      'You should consult a tax advisor about the deductibility of interest and charges for the line.',
    )
    .section('Variable rate features')
    .paragraph(
      'The line has a variable rate: the annual percentage rate (corresponding to the periodic rate) and the minimum monthly payment can change. The annual percentage rate includes only interest and no other costs.',
    )
    .paragraph(
      `The rate is based on an index, the prime rate published in the Money Rates table of The Wall Street Journal, plus a margin. Your margin is ${percent(d.marginBps)}${d.autopayDiscountBps > 0 ? `, which includes a discount of ${percent(d.autopayDiscountBps)} for automatic payments: if you stop them, your margin and annual percentage rate go up by ${percent(d.autopayDiscountBps)}` : ''}.`,
    )
    .paragraph(
      `On ${longDate(d.primeRateAsOf)} the index was ${percent(d.primeRateBps)}. ${limitSentence} Ask us for the current index value, margin and annual percentage rate. After the line opens, your periodic statements show the rate that applies.`,
    )
    .paragraph(
      `The rate can change monthly. The annual percentage rate can never be higher than ${percent(d.maxAprBps)} or lower than ${percent(d.minAprBps)}; apart from these limits, there is no limit on how much it can change in a year.`,
    )
    .section('Maximum rate and payment examples')
    .paragraph(
      `If you had a balance of ${wholeMoney(EXAMPLE_BALANCE)}${d.interestOnly ? '' : ' during the draw period'}, the minimum monthly payment at the maximum ${apr(d.maximumExample.aprBps)} would be ${money(d.maximumExample.drawPeriodPayment)}. This rate could be reached at any time.`,
    );
  if (d.maximumExample.repaymentPeriodPayment !== null) {
    layout.paragraph(
      `If you had a balance of ${wholeMoney(EXAMPLE_BALANCE)} at the start of the repayment period, the minimum monthly payment at the maximum ${apr(d.maximumExample.aprBps)} would be ${money(d.maximumExample.repaymentPeriodPayment)}.`,
    );
  }
  layout
    .section('Historical example')
    .paragraph(HISTORICAL_EXAMPLE_EXPLANATION)
    .table(
      [
        { header: 'Year', width: 1 },
        { header: 'Index (%)', width: 1.2, align: 'right' },
        { header: 'Margin (%)', width: 1.2, align: 'right' },
        { header: 'ANNUAL PERCENTAGE RATE', width: 2, align: 'right' },
        { header: 'Minimum monthly payment', width: 2, align: 'right' },
        { header: 'Period', width: 1.4 },
      ],
      d.historicalExample.map((row) => [
        String(row.year),
        percent(row.primeRateBps),
        percent(row.marginBps),
        percent(row.aprBps),
        money(row.minimumMonthlyPayment),
        PHASE_NOTE[row.phase],
      ]),
    )
    .paragraph(
      'Index: the prime rate published in The Wall Street Journal on the first business day of each year.',
      { italic: true, size: 8.5 },
    );
  return layout.model();
}
