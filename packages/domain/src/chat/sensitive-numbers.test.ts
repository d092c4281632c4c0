import { describe, expect, it } from 'vitest';
import { maskSensitiveNumbers } from './sensitive-numbers';

describe('masking the numbers typed into a chat', () => {
  it.each([
    ['an SSN with dashes', 'My SSN is 123-45-6789.', 'My SSN is ***-**-6789.'],
    ['an SSN with spaces', 'ssn 123 45 6789', 'ssn *** ** 6789'],
    ['an SSN without separators', 'it is 123456789', 'it is *****6789'],
    ['an account number', 'Account 55551234 at my bank', 'Account ****1234 at my bank'],
    ['a long account number', 'acct#000123456789012', 'acct#***********9012'],
    ['a card in groups', 'card 4111 1111 1111 1234', 'card **** **** **** 1234'],
    ['a card with dashes', '4111-1111-1111-1234', '****-****-****-1234'],
    ['two numbers', '123-45-6789 and 987654321', '***-**-6789 and *****4321'],
  ])('masks %s', (_case, typed, stored) => {
    expect(maskSensitiveNumbers(typed)).toBe(stored);
  });

  it.each([
    ['a phone number', 'Call me at (303) 555-0199 or 303-555-0199'],
    ['a phone number with country code', '+1 303 555 0199'],
    ['an amount', 'I need $150,000 by 12/31/2026'],
    ['a short number', 'My ZIP is 62704, loan 1234567'],
    ['a date', 'Signed on 2026-11-27'],
    ['no digits', 'Hello, is anyone there?'],
  ])('leaves %s alone', (_case, typed) => {
    expect(maskSensitiveNumbers(typed)).toBe(typed);
  });
});
