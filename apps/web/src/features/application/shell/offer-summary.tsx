import { formatBasisPoints, formatCents, type HelocApplication } from '@openheloc/domain';

/**
 * The chosen offer in the side bar: line amount, APR, term and the estimated payments, while
 * drawing and then while repaying (none after an interest-only line).
 */
export function OfferSummary({ application }: { application: HelocApplication }) {
  const quote = application.selectedOffer?.quote;
  if (!quote || quote.amount <= 0 || quote.aprBps <= 0) return null;
  const rows: Array<[string, string]> = [
    ['Line amount', formatCents(quote.amount, 0)],
    ['APR', formatBasisPoints(quote.aprBps, 2)],
    ...(application.term !== null
      ? ([['Term', `${application.term} years`]] as Array<[string, string]>)
      : []),
    ['Est. payment, draw period', `${formatCents(quote.drawPeriodMonthlyPayment, 2)}/mo`],
    ...(quote.repaymentPeriodMonthlyPayment !== null
      ? ([
          [
            'Est. payment, repayment period',
            `${formatCents(quote.repaymentPeriodMonthlyPayment, 2)}/mo`,
          ],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3">
          <dt className="text-muted">{term}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
