import { describe, expect, it } from 'vitest';
import { caretBeforeSeparators, reformatWithCaret } from './caret-format';
import { formatMoneyInput, isMoneySignificant } from './money-format';
import { formatUsPhoneInput } from './phone-format';

describe('formatMoneyInput', () => {
  it.each([
    ['', ''],
    ['8', '$8'],
    ['85000', '$85,000'],
    ['$85,000', '$85,000'],
    ['85000.00', '$85,000.00'],
    ['1234567.891', '$1,234,567.89'],
    ['0012', '$12'],
    ['.5', '$0.5'],
    ['-1000', '-$1,000'],
    ['$-250', '-$250'],
    ['-', '-'],
    ['abc', ''],
    ['USD 9,999,999', '$9,999,999'],
    ['10000000', '$10,000,000'],
  ])('%j shows %j', (typed, shown) => {
    expect(formatMoneyInput(typed)).toBe(shown);
  });
});

describe('reformatWithCaret', () => {
  const money = (raw: string, caret: number) =>
    reformatWithCaret(raw, caret, formatMoneyInput, isMoneySignificant);

  it('keeps the caret after the digit just typed when a separator appears before it', () => {
    // '$1,000' then typing 0 at the end gives '$1,0000' → '$10,000', caret at the end.
    expect(money('$1,0000', 7)).toEqual({ value: '$10,000', caret: 7 });
  });

  it('keeps the caret in the middle when a digit is typed there', () => {
    // '$1,000' with 5 typed after the 1: '$15,000' has the caret after the 5.
    expect(money('$15,000', 3)).toEqual({ value: '$15,000', caret: 3 });
  });

  it('puts the caret before the first digit when nothing significant preceded it', () => {
    expect(money('85', 0)).toEqual({ value: '$85', caret: 1 });
  });
});

describe('caretBeforeSeparators', () => {
  it('moves Backspace past a comma so that it deletes a digit', () => {
    expect(caretBeforeSeparators('$1,000', 3, isMoneySignificant)).toBe(2);
  });

  it('stays where it is after a digit, or when only separators precede it', () => {
    expect(caretBeforeSeparators('$1,000', 2, isMoneySignificant)).toBe(2);
    expect(caretBeforeSeparators('$1,000', 1, isMoneySignificant)).toBe(1);
  });
});

describe('formatUsPhoneInput', () => {
  it.each([
    ['4', '4'],
    ['415', '(415)'],
    ['4155', '(415) 5'],
    ['4155550123', '(415) 555-0123'],
    ['(415) 555-01239', '(415) 555-0123'],
    ['41555501239999', '(415) 555-0123'],
    ['415.555.0123', '(415) 555-0123'],
    ['+14155550123', '+1 (415) 555-0123'],
    ['14155550123', '1 (415) 555-01'],
  ])('%j shows %j', (typed, shown) => {
    expect(formatUsPhoneInput(typed)).toBe(shown);
  });
});
