import { describe, expect, it } from 'vitest';
import { AMOUNT_REQUIRED_MESSAGE } from './amount';
import {
  CHOOSE_DRAW_MESSAGE,
  CHOOSE_OFFER_MESSAGE,
  CHOOSE_TERM_MESSAGE,
  formFieldOf,
  selectFormSchema,
} from './select-form';
import { testOffers } from './test-offers';

const offers = testOffers();
const schema = selectFormSchema(offers, false);
const tenYearFull = offers.find((offer) => offer.id === 'HELOC_10Y_FULL_DRAW')!;

const issues = (values: Record<string, string>) => {
  const result = schema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the offer selection form', () => {
  it('sends the offer of the term and draw option, the typed dollars in cents and autopay', () => {
    expect(
      schema.parse({ term: '10', drawCode: 'FULL_DRAW', amount: '$60,000', payType: 'MANUAL' }),
    ).toEqual({ offerId: 'HELOC_10Y_FULL_DRAW', amount: 6_000_000, autopay: false });
    expect(
      schema.parse({ term: '30', drawCode: 'HALF_DRAW', amount: '15000', payType: 'AUTOPAY' }),
    ).toEqual({ offerId: 'HELOC_30Y_HALF_DRAW', amount: 1_500_000, autopay: true });
  });

  it.each([
    [{ term: '7', drawCode: 'FULL_DRAW', amount: '$60,000' }, 'term', CHOOSE_OFFER_MESSAGE],
    [{ term: '10', drawCode: 'FULL_DRAW', amount: '' }, 'amount', AMOUNT_REQUIRED_MESSAGE],
    [
      { term: '10', drawCode: 'FULL_DRAW', amount: '$14,999' },
      'amount',
      `Amount must be between $15,000 and $${(tenYearFull.maxAmount / 100).toLocaleString('en-US')}`,
    ],
    [
      { term: '10', drawCode: 'FULL_DRAW', amount: '$20,000.50' },
      'amount',
      'Amount must be a whole number of dollars',
    ],
  ])('refuses %j: %s says %s', (values, field, message) => {
    expect(issues({ ...values, payType: 'AUTOPAY' })).toEqual([[field, message]]);
  });

  it('chooses nothing for the borrower: no term, no draw, no amount, no payments', () => {
    expect(issues({ term: '', drawCode: '', amount: '', payType: '' })).toEqual([
      ['term', CHOOSE_TERM_MESSAGE],
      ['drawCode', CHOOSE_DRAW_MESSAGE],
      ['amount', AMOUNT_REQUIRED_MESSAGE],
      ['payType', 'Required'],
    ]);
    expect(issues({ term: '10', drawCode: '', amount: '$60,000', payType: 'MANUAL' })).toEqual([
      ['drawCode', CHOOSE_DRAW_MESSAGE],
    ]);
  });

  it('asks how to pay', () => {
    expect(issues({ term: '10', drawCode: 'FULL_DRAW', amount: '$60,000', payType: '' })).toEqual([
      ['payType', 'Required'],
    ]);
  });

  it("shows the server's offerId message on the term question", () => {
    expect(formFieldOf('offerId')).toBe('term');
    expect(formFieldOf('amount')).toBe('amount');
  });
});
