import { describe, expect, it } from 'vitest';
import { formatPhoneAsYouType, formatPhoneInput, phoneInputMaxLength } from './phone';
import { normalizePhone } from './phone-punctuation';

describe('formatPhoneAsYouType (US)', () => {
  it.each([
    ['5', '5'],
    ['555', '(555)'],
    ['5551', '(555) 1'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['15551234567', '1 (555) 123-4567'],
    ['+1', '+1'],
    ['+15', '+1 5'],
    ['+1555', '+1 (555)'],
    ['+15551234567', '+1 (555) 123-4567'],
    ['+1 (555) 123-4567', '+1 (555) 123-4567'],
    // Only US plans ship (phone-countries.ts): another country's number stays as typed.
    ['+442071234567', '+442071234567'],
  ])('%j -> %j', (typed, shown) => {
    expect(formatPhoneAsYouType(typed)).toBe(shown);
  });
});

describe('phoneInputMaxLength', () => {
  it.each([
    ['US', false, 14],
    ['US', true, 17],
    ['GB', false, 19],
    ['ZZ', false, 19],
    [undefined, false, 14],
  ] as const)('%s (international %s) -> %d', (country, international, length) => {
    expect(phoneInputMaxLength(country, { international })).toBe(length);
  });
});

describe('formatPhoneInput', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '555123456789'],
    ['15551234567', '1 (555) 123-45'],
    ['+15551234567', '+1 (555) 123-4567'],
    ['+155512345678', '+1 55512345678'],
  ])('%j -> %j', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('never exceeds the national length for national input', () => {
    expect(formatPhoneInput('1'.repeat(30)).length).toBeLessThanOrEqual(14);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['+1 (555) 123-4567', '+15551234567'],
    ['555 123 4567', '5551234567'],
    ['555.123.4567', '555.123.4567'],
    ['', ''],
  ])('%j -> %j', (input, normalized) => {
    expect(normalizePhone(input)).toBe(normalized);
  });
});
