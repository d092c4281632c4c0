import { cents, formatPercent, type Cents, type Offer } from '@openheloc/domain';

/**
 * The borrower chooses an offer in two questions: the term (or, for the interest-only product,
 * no term at all) and how much of the line to draw at closing. Each pair is one of the offers.
 */
export const NO_TERM = 'NONE';

export function termKey(offer: Pick<Offer, 'termYears'>): string {
  return offer.termYears === null ? NO_TERM : String(offer.termYears);
}

export interface TermChoice {
  key: string;
  termYears: number;
  drawPeriodYears: number;
  repaymentPeriodYears: number;
  /** The largest line any draw option of this term allows. */
  maxAmount: Cents;
}

/** The terms on offer, shortest first; none for products without a fixed term. */
export function termChoices(offers: readonly Offer[]): TermChoice[] {
  const byTerm = new Map<string, TermChoice>();
  for (const offer of offers) {
    if (!offer.showTerm || offer.termYears === null) continue;
    const key = termKey(offer);
    const existing = byTerm.get(key);
    byTerm.set(key, {
      key,
      termYears: offer.termYears,
      drawPeriodYears: offer.drawPeriodYears ?? 0,
      repaymentPeriodYears: offer.repaymentPeriodYears ?? 0,
      maxAmount: cents(Math.max(existing?.maxAmount ?? 0, offer.maxAmount)),
    });
  }
  return [...byTerm.values()].sort((a, b) => a.termYears - b.termYears);
}

/** The draw options of one term (or of the term-less product), largest initial draw first. */
export function drawChoices(offers: readonly Offer[], key: string): Offer[] {
  return offers
    .filter((offer) => termKey(offer) === key)
    .sort((a, b) => b.drawOption.initialDrawPercent - a.drawOption.initialDrawPercent);
}

/**
 * The offer for a term and draw option; when that draw option is not offered with the term,
 * the term's first one, so that changing the term never leaves nothing chosen.
 */
export function offerFor(
  offers: readonly Offer[],
  key: string,
  drawCode: string,
): Offer | undefined {
  const options = drawChoices(offers, key);
  return options.find((offer) => offer.drawOption.code === drawCode) ?? options[0];
}

/** The offer to start with: the one chosen before, else the largest line, shortest term first. */
export function initialOffer(
  offers: readonly Offer[],
  chosenOfferId: string | undefined,
): Offer | undefined {
  const chosen = offers.find((offer) => offer.id === chosenOfferId);
  if (chosen) return chosen;
  return [...offers].sort(
    (a, b) => b.maxAmount - a.maxAmount || (a.termYears ?? 0) - (b.termYears ?? 0),
  )[0];
}

export function drawOptionLabel(offer: Pick<Offer, 'drawOption'>): string {
  const percent = offer.drawOption.initialDrawPercent;
  return percent >= 100
    ? 'Draw the full line at closing'
    : `Draw ${formatPercent(percent, 0)} of the line at closing`;
}

export function drawOptionHint(offer: Pick<Offer, 'drawOption'>): string {
  return offer.drawOption.initialDrawPercent >= 100
    ? 'Receive the whole amount when your line opens.'
    : 'Receive part now and draw the rest when you need it. The origination fee is charged on the initial draw only.';
}
