import { adverseActionReasons, type CreditScoreDisclosure } from '@openheloc/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreditScoreSection } from './credit-score-section';
import { scoreRangeText, showsCreditReportRights } from './notice-text';

const disclosure: CreditScoreDisclosure = {
  score: 580,
  range: { min: 300, max: 850 },
  date: '2025-03-04T15:00:00.000Z',
  keyFactors: ['Serious delinquency', 'Too many inquiries last 12 months'],
  bureau: {
    name: 'OpenHELOC Sandbox Credit Bureau',
    address: 'PO Box 1000, Springfield, IL 62701',
    phone: '(555) 010-0199',
  },
};

describe('the credit score disclosure', () => {
  it('shows the score, range, date, key factors, agency contact and the consumer rights', () => {
    const html = renderToStaticMarkup(<CreditScoreSection disclosure={disclosure} />);
    expect(html).toContain('580');
    expect(html).toContain('Scores range from 300 to 850.');
    expect(html).toContain('2025');
    expect(html).toContain('<li>Serious delinquency</li>');
    expect(html).toContain('<li>Too many inquiries last 12 months</li>');
    expect(html).toContain('OpenHELOC Sandbox Credit Bureau');
    expect(html).toContain('PO Box 1000, Springfield, IL 62701');
    expect(html).toContain('href="tel:+15550100199"');
    expect(html).toContain('free copy within 60 days');
    expect(html).toContain('dispute');
  });

  it('leaves out the key factors heading when the agency gave none', () => {
    const html = renderToStaticMarkup(
      <CreditScoreSection disclosure={{ ...disclosure, keyFactors: [] }} />,
    );
    expect(html).not.toContain('Key factors');
  });

  it.each([
    [['RECENT_TRANSFER'] as const, null, false],
    [['RECENT_TRANSFER'] as const, disclosure, true],
    [['DTI_TOO_HIGH'] as const, null, true],
    [[] as const, disclosure, true],
  ])('reasons %j with disclosure %#: rights shown %s', (codes, given, shown) => {
    expect(showsCreditReportRights(adverseActionReasons([...codes]), given)).toBe(shown);
  });

  it('words the range from the model', () => {
    expect(scoreRangeText({ min: 250, max: 900 })).toBe('Scores range from 250 to 900.');
  });
});
