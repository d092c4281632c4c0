import { describe, expect, it } from 'vitest';
import type { Lien } from '../../providers';
import type { CreditPropertyLien } from '../../core/facts';
import { lienViewsOf } from './lien-views';

const recorded = (position: number): Lien => ({
  position,
  lenderName: `Lender ${position}`,
  originalAmount: 200_000,
  estimatedBalance: 150_000,
  recordedDate: '2020-01-01',
});

describe('lienViewsOf', () => {
  it.each<[string, CreditPropertyLien[], number, number | null, string | null]>([
    [
      'a first mortgage',
      [{ position: 1, kind: 'MORTGAGE', monthlyPayment: 1_450 }],
      1,
      1_450,
      'FIRST_MORTGAGE',
    ],
    ['a HELOC', [{ position: 2, kind: 'HELOC', monthlyPayment: 210 }], 2, 210, 'HELOC'],
    [
      'a HELOC in first position',
      [{ position: 1, kind: 'HELOC', monthlyPayment: 300 }],
      1,
      300,
      'HELOC',
    ],
    [
      'a second mortgage',
      [{ position: 2, kind: 'MORTGAGE', monthlyPayment: 400 }],
      2,
      400,
      'OTHER',
    ],
    [
      'no credit loan at the position',
      [{ position: 1, kind: 'MORTGAGE', monthlyPayment: 1 }],
      2,
      null,
      null,
    ],
    ['no credit report', [], 1, null, null],
  ])('%s', (_label, credit, position, monthlyPayment, lienType) => {
    expect(lienViewsOf([recorded(position)], credit)).toEqual([
      {
        position,
        lenderName: `Lender ${position}`,
        // The providers' dollars, in cents.
        estimatedBalance: 15_000_000,
        monthlyPayment: monthlyPayment === null ? null : monthlyPayment * 100,
        lienType,
      },
    ]);
  });

  it('keeps only the recorded liens, in their order', () => {
    const views = lienViewsOf(
      [recorded(2), recorded(1)],
      [{ position: 3, kind: 'MORTGAGE', monthlyPayment: 9 }],
    );
    expect(views.map((view) => view.position)).toEqual([2, 1]);
  });
});
