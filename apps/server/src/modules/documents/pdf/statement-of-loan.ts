import { cents, closingMoney, paidToYouSentence } from '@openheloc/domain';
import { DocumentBuilder, type DocumentModel } from './document-model';
import type { LoanFile } from './loan-file';
import {
  accountLine,
  headingOf,
  longDate,
  money,
  percent,
  propertyLine,
  wholeMoney,
} from './words';

/** The money at closing: the initial draw, the fees taken from it and what reaches the borrower. */
export function composeStatementOfLoan(file: LoanFile, createdAt: Date): DocumentModel {
  const { line, lender } = file;
  const figures = closingMoney({ initialDraw: cents(line.initialDraw), fees: line.fees });
  const layout = new DocumentBuilder(lender, headingOf(file, 'Statement of loan', createdAt));
  layout
    .facts([
      ['Borrower', file.borrower.name],
      ['Property', propertyLine(file.property)],
      ['Credit limit', wholeMoney(line.amount)],
      ['ANNUAL PERCENTAGE RATE', `${percent(line.aprBps)} (variable)`],
      ['Prepared', longDate(file.date)],
    ])
    .section('Initial advance')
    .table(
      [
        { header: 'Item', width: 3 },
        { header: 'Amount', width: 1, align: 'right' },
      ],
      [
        ['Initial draw at closing', money(line.initialDraw)],
        ...line.fees.map((fee) => [`Less: ${fee.label.toLowerCase()}`, `-${money(fee.amount)}`]),
        ['Paid to you', money(figures.paidToYou)],
      ],
    )
    .paragraph(
      file.disbursementAccount
        ? `${paidToYouSentence(figures)}. The amount paid to you goes to your ${accountLine(file.disbursementAccount)} once the right-to-cancel period has ended.`
        : `${paidToYouSentence(figures)}. The amount paid to you goes to the account you give us, once the right-to-cancel period has ended.`,
    )
    .paragraph(
      line.amount > line.initialDraw
        ? `The fees are paid from the initial draw, so your opening balance is ${money(line.initialDraw)}. The rest of the line, ${money(line.amount - line.initialDraw)}, is yours to draw during the draw period.`
        : `The fees are paid from the initial draw, so your opening balance is ${money(line.initialDraw)}: the whole line is drawn at closing.`,
    );
  layout
    .section('Acknowledgment')
    .paragraph('By signing below you acknowledge receiving this statement of your loan.')
    .signatureLines([{ name: file.borrower.name, role: 'Borrower' }]);
  return layout.model();
}
