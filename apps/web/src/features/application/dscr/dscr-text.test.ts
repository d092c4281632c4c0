import { cents } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { formatDscr, shortfallText } from './dscr-text';

describe('DSCR words', () => {
  it('states a ratio in hundredths with two decimals', () => {
    expect(formatDscr(125)).toBe('1.25');
    expect(formatDscr(100)).toBe('1.00');
    expect(formatDscr(99)).toBe('0.99');
    expect(formatDscr(5)).toBe('0.05');
    expect(formatDscr(1_000)).toBe('10.00');
  });

  it('says why the rent falls short, with the ratio and the minimum', () => {
    expect(
      shortfallText({
        rentSource: 'RENT_ESTIMATE',
        monthlyRent: cents(135_000),
        monthlyDebtService: cents(300_000),
        dscrHundredths: 45,
        minDscrHundredths: 100,
      }),
    ).toBe(
      'The property’s monthly rent of $1,350.00 covers its monthly debt service of $3,000.00 only 0.45 times. We need the rent to cover it at least 1.00 times.',
    );
  });
});
