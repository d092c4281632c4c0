import { formatBasisPoints, formatCents, type HelocApplication } from '@openheloc/domain';

/** The chosen offer in the side bar: line amount, APR, term and the estimated payment. */
export function OfferSummary({ application }: { application: HelocApplication }) {
  const quote = application.selectedOffer?.quote;
  if (!quote || quote.amount <= 0 || quote.aprBps <= 0) return null;
  const rows: Array<[string, string]> = [
    ['Line amount', formatCents(quote.amount, 0)],
    ['APR', formatBasisPoints(quote.aprBps, 2)],
    ...(application.term !== null
      ? ([['Term', `${application.term} years`]] as Array<[string, string]>)
      : []),
    ['Est. monthly payment', formatCents(quote.estimatedMonthlyPayment, 2)],
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
