import {
  autopaySaving,
  autopaySavingText,
  closingMoney,
  formatBasisPoints,
  formatCents,
  hasDisplayableOffer,
  rateExplanation,
  type BasisPoints,
  type Cents,
  type Offer,
  type OfferQuote,
} from '@openheloc/domain';

const money = (value: Cents) => formatCents(value, 2);
const dollars = (value: Cents) => formatCents(value, 0);
const percent = (value: BasisPoints) => formatBasisPoints(value, 2);

function feeLabel(quote: OfferQuote, fee: OfferQuote['fees'][number]): string {
  return fee.code === 'ORIGINATION'
    ? `${fee.label} (${percent(quote.originationFeeBps)} of your initial draw)`
    : fee.label;
}

function termText(offer: Offer): string | null {
  if (!offer.showTerm || offer.termYears === null) return null;
  return `${offer.termYears} years: draw for ${offer.drawPeriodYears ?? 0}, then repay over ${offer.repaymentPeriodYears ?? 0}`;
}

interface OfferSummaryProps {
  offer: Offer;
  /** The chosen amount priced; undefined while the amount is missing or out of bounds. */
  quote: OfferQuote | undefined;
  /** The questions still unanswered ('a term', 'how to pay'), in the page's order. */
  missing?: readonly string[];
  /** A DSCR offer: its margin is the lender's DSCR grid's, shown as such. */
  dscr?: boolean;
}

/** 'a term, an amount and how to pay'. */
function joinChoices(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/**
 * The offer card: rate, term, payment and fees for the chosen amount. It shows only when both
 * the rate and the amount are above zero; until then it says how to get there.
 */
export function OfferSummary({ offer, quote, missing = [], dscr = false }: OfferSummaryProps) {
  const onlyAmount = missing.length === 0 || (missing.length === 1 && missing[0] === 'an amount');
  if (!quote || !hasDisplayableOffer({ rate: quote.aprBps, amount: quote.amount })) {
    return (
      <section aria-labelledby="offer-summary-title" className="rounded-xl border border-line p-5">
        <h2 id="offer-summary-title" className="text-lg font-semibold">
          Your offer
        </h2>
        <p className="mt-2 text-muted">
          {onlyAmount
            ? `Enter an amount from ${dollars(offer.minAmount)} to ${dollars(offer.maxAmount)} to see your rate, payments and fees.`
            : `Choose ${joinChoices(missing)} to see your rate, payments and fees.`}
        </p>
      </section>
    );
  }
  const term = termText(offer);
  const figures = closingMoney(quote);
  const interestOnly = quote.repaymentPeriodMonthlyPayment === null;
  // What autopay really saves on this amount, the floor included (the autopay screen says the same).
  const saving = quote.autopay
    ? autopaySaving(offer, { amount: quote.amount, manualNotary: quote.manualNotary })
    : undefined;
  return (
    <section
      aria-labelledby="offer-summary-title"
      className="rounded-xl border-2 border-brand-600 bg-brand-50 p-5"
    >
      <h2 id="offer-summary-title" className="text-lg font-semibold">
        Your offer
      </h2>
      <dl className="mt-3 divide-y divide-line">
        <div className="flex justify-between gap-4 py-2">
          <dt>Line amount</dt>
          <dd className="font-semibold">{dollars(quote.amount)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt>APR</dt>
          <dd className="text-right font-semibold">
            {percent(quote.aprBps)}
            <span className="block text-sm font-normal text-muted">{rateExplanation(quote)}</span>
          </dd>
        </div>
        {dscr ? (
          <div className="flex justify-between gap-4 py-2">
            <dt>Margin from our DSCR pricing grid</dt>
            <dd className="font-semibold">{percent(quote.gridMarginBps)}</dd>
          </div>
        ) : null}
        {term ? (
          <div className="flex justify-between gap-4 py-2">
            <dt>Term</dt>
            <dd className="text-right font-semibold">{term}</dd>
          </div>
        ) : null}
        {quote.initialDraw < quote.amount ? (
          <div className="flex justify-between gap-4 py-2">
            <dt>Drawn at closing</dt>
            <dd className="font-semibold">{dollars(quote.initialDraw)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 py-2">
          <dt>Estimated monthly payment</dt>
          <dd className="text-right font-semibold">
            {money(quote.estimatedMonthlyPayment)}
            <span className="block text-sm font-normal text-muted">
              {interestOnly
                ? 'Interest only, rounded up to the cent'
                : 'Interest only while you draw'}
            </span>
          </dd>
        </div>
        {quote.repaymentPeriodMonthlyPayment !== null ? (
          <div className="flex justify-between gap-4 py-2">
            <dt>Then, while you repay</dt>
            <dd className="font-semibold">{money(quote.repaymentPeriodMonthlyPayment)}</dd>
          </div>
        ) : null}
      </dl>
      {saving ? <p className="mt-2 text-sm">{autopaySavingText(saving)}.</p> : null}

      <h3 className="mt-4 font-semibold">Estimated fees</h3>
      <dl className="mt-1 divide-y divide-line text-sm">
        {quote.fees.map((fee) => (
          <div key={fee.code} className="flex justify-between gap-4 py-1.5">
            <dt>{feeLabel(quote, fee)}</dt>
            <dd>−{money(fee.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-1.5 font-semibold">
          <dt>Total fees, deducted from your initial draw</dt>
          <dd>−{money(figures.totalFees)}</dd>
        </div>
        <div className="flex justify-between gap-4 py-1.5 font-semibold">
          <dt>Paid to you at closing</dt>
          <dd>{money(figures.paidToYou)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        Payments are estimates for the amount drawn at closing at today’s rate. Your rate can change
        with the prime rate.
      </p>
    </section>
  );
}
