import {
  autopaySaving,
  autopaySavingText,
  basisPoints,
  closingMoney,
  formatClosingMoney,
  rateExplanation,
  cents,
  dollarsToCents,
  formatBasisPoints,
  formatCents,
  interestOnlyMonthlyPayment,
  monthlyInterest,
} from '@openheloc/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priceAmount } from './amount';
import { OfferSummary } from './offer-summary';
import { testOffers } from './test-offers';

const choice = { amount: dollarsToCents(100_000), autopay: true, manualNotary: false };

describe('OfferSummary', () => {
  it('shows the term, both payments and the fees of a HELOC offer', () => {
    const offer = testOffers().find((item) => item.id === 'HELOC_30Y_FULL_DRAW')!;
    const { quote } = priceAmount(offer, choice);
    const html = renderToStaticMarkup(<OfferSummary offer={offer} quote={quote} />);
    expect(html).toContain('30 years: draw for 5, then repay over 25');
    expect(html).toContain('Then, while you repay');
    expect(html).toContain(formatCents(quote!.estimatedMonthlyPayment, 2));
    expect(html).toContain('Origination fee (1.99% of your initial draw)');
    expect(html).toContain(formatCents(quote!.totalFees, 2));
    // The same words and figures as the autopay screen and the Statement of loan: one computation.
    const saving = autopaySaving(offer, { amount: quote!.amount, manualNotary: false });
    expect(html).toContain(autopaySavingText(saving));
    expect(html).toContain(rateExplanation(quote!));
    expect(html).toContain(`Paid to you at closing`);
    expect(html).toContain(formatClosingMoney(closingMoney(quote!).paidToYou));
  });

  it('hides the term of the interest-only product and bills interest rounded up', () => {
    const offer = testOffers('AGE_RESTRICTED_INTEREST_ONLY')[0]!;
    const { quote } = priceAmount(offer, choice);
    const html = renderToStaticMarkup(<OfferSummary offer={offer} quote={quote} />);
    expect(html).not.toContain('>Term<');
    expect(html).not.toContain('Then, while you repay');
    expect(html).toContain('Interest only, rounded up to the cent');
    const payment = interestOnlyMonthlyPayment(quote!.initialDraw, quote!.aprBps);
    expect(quote!.estimatedMonthlyPayment).toBe(payment);
    expect(payment).toBeGreaterThanOrEqual(monthlyInterest(quote!.initialDraw, quote!.aprBps));
    expect(html).toContain(formatCents(payment, 2));
  });

  it('shows a DSCR offer’s margin as the DSCR grid’s, and no such row for a HELOC', () => {
    const offer = testOffers().find((item) => item.id === 'HELOC_30Y_FULL_DRAW')!;
    const { quote } = priceAmount(offer, choice);
    const dscr = renderToStaticMarkup(<OfferSummary offer={offer} quote={quote} dscr />);
    expect(dscr).toContain('Margin from our DSCR pricing grid');
    expect(dscr).toContain(formatBasisPoints(quote!.gridMarginBps, 2));
    const heloc = renderToStaticMarkup(<OfferSummary offer={offer} quote={quote} />);
    expect(heloc).not.toContain('DSCR');
  });

  it('shows no figures until the rate and the amount are above zero', () => {
    const offer = testOffers()[0]!;
    const { quote } = priceAmount(offer, choice);
    for (const shown of [
      undefined,
      { ...quote!, aprBps: basisPoints(0) },
      { ...quote!, amount: cents(0) },
    ]) {
      const html = renderToStaticMarkup(<OfferSummary offer={offer} quote={shown} />);
      expect(html).toContain('Enter an amount from $15,000');
      expect(html).not.toContain('Estimated fees');
    }
  });
});
