import {
  LIENS_EXPLANATION_MAX_LENGTH,
  LIENS_EXPLANATION_TOO_LONG_MESSAGE,
  type LienType,
} from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { lienDescription, liensPayload, zLiensForm } from './liens-form';

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

describe('the liens answer', () => {
  it.each([
    [{ complete: 'YES', explanation: 'ignored' }, { confirmed: true }],
    [{ complete: 'NO', explanation: '' }, { confirmed: false }],
    [{ complete: 'NO', explanation: '   ' }, { confirmed: false }],
    [
      { complete: 'NO', explanation: ' Paid off in 2023 ' },
      { confirmed: false, explanation: 'Paid off in 2023' },
    ],
  ])('%j posts %j', (input, payload) => {
    expect(liensPayload(zLiensForm.parse(input))).toEqual(payload);
  });

  it('bounds the explanation', () => {
    const result = zLiensForm.safeParse({
      complete: 'NO',
      explanation: 'x'.repeat(LIENS_EXPLANATION_MAX_LENGTH + 1),
    });
    expect(result.error?.issues[0]?.message).toBe(LIENS_EXPLANATION_TOO_LONG_MESSAGE);
  });
});
