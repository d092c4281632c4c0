import { cents } from '@openheloc/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DscrFiguresList } from './dscr-figures-list';

describe('DscrFiguresList', () => {
  it('lists the rent with its source, the debt service it was measured with, and the ratios', () => {
    const html = renderToStaticMarkup(
      <DscrFiguresList
        figures={{
          rentSource: 'LEASE',
          monthlyRent: cents(400_000),
          monthlyDebtService: cents(320_000),
          dscrHundredths: 125,
          minDscrHundredths: 100,
        }}
        measuredWith="with the largest line we offer, $150,000"
      />,
    );
    expect(html).toContain('$4,000.00');
    expect(html).toContain('The rent on your lease');
    expect(html).toContain('$3,200.00');
    expect(html).toContain('with the largest line we offer, $150,000');
    expect(html).toContain('>1.25<');
    expect(html).toContain('Our minimum is 1.00.');
  });
});
