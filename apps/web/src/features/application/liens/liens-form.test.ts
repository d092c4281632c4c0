import type { LienType } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { lienDescription } from './liens-form';

describe('lienDescription', () => {
  it.each<[number, LienType | null, string]>([
    [1, 'FIRST_MORTGAGE', 'First mortgage · First lien'],
    [2, 'HELOC', 'Home equity line of credit · Second lien'],
    [2, 'OTHER', 'Other loan · Second lien'],
    [3, null, 'Third lien'],
    [7, null, 'Position 7 lien'],
  ])('position %i, type %s: %s', (position, lienType, text) => {
    expect(lienDescription(position, lienType)).toBe(text);
  });
});
