import { SSN_MESSAGE } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { reformatWithCaret } from '@/components/form/caret-format';
import { formatSsnInput, isSsnSignificant, maskSsn, ssnDigits } from '@/components/form/ssn-format';
import { SSN_REQUIRED_MESSAGE, zSsnForm } from './ssn-schema';

describe('formatSsnInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['123456789', '123-45-6789'],
    ['1234567890', '123-45-6789'],
    ['123-45-6789', '123-45-6789'],
    ['123 45 6789', '123-45-6789'],
    ['ssn: 123.45.6789', '123-45-6789'],
    ['abc', ''],
    ['123-', '123'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatSsnInput(typed)).toBe(shown);
  });

  it('is stable: formatting what it shows changes nothing', () => {
    for (const typed of ['1', '1234', '123456', '123456789']) {
      const once = formatSsnInput(typed);
      expect(formatSsnInput(once)).toBe(once);
    }
  });

  it('keeps the caret after the digit just typed when a dash is inserted', () => {
    // '123' then '4' typed at the end: the dash goes in before it and the caret follows it.
    expect(reformatWithCaret('1234', 4, formatSsnInput, isSsnSignificant)).toEqual({
      value: '123-4',
      caret: 5,
    });
    // A digit typed in the middle of a full number pushes the last one out, caret after it.
    expect(reformatWithCaret('123-405-6789', 6, formatSsnInput, isSsnSignificant)).toEqual({
      value: '123-40-5678',
      caret: 6,
    });
  });
});

describe('ssnDigits', () => {
  it('keeps only the first nine digits', () => {
    expect(ssnDigits('(123) 45-67890')).toBe('123456789');
  });
});

describe('maskSsn', () => {
  it.each([
    ['123-45-6789', '•••-••-6789'],
    ['123456789', '•••-••-6789'],
    ['', ''],
    ['12', '••'],
    ['123-45', '•••-••'],
    ['123-45-67', '•••-••-67'],
  ])('masks %j as %j', (value, masked) => {
    expect(maskSsn(value)).toBe(masked);
  });

  it('never shows a digit of the area or group numbers', () => {
    const masked = maskSsn('987-65-4321');
    expect(masked.slice(0, 6)).not.toMatch(/\d/);
    expect(masked.slice(-4)).toBe('4321');
  });
});

describe('zSsnForm', () => {
  it.each([
    ['', SSN_REQUIRED_MESSAGE],
    ['   ', SSN_REQUIRED_MESSAGE],
    ['123-45-678', `${SSN_MESSAGE}. It has 9 digits; you entered 8.`],
    ['000-12-3456', `${SSN_MESSAGE}. No number starts with 000, 666 or 9.`],
    ['666-12-3456', `${SSN_MESSAGE}. No number starts with 000, 666 or 9.`],
    ['900-12-3456', `${SSN_MESSAGE}. No number starts with 000, 666 or 9.`],
    ['123-00-4567', `${SSN_MESSAGE}. The middle two digits cannot be 00.`],
    ['123-45-0000', `${SSN_MESSAGE}. The last four digits cannot be 0000.`],
  ])('refuses %j with %j', (ssn, message) => {
    const result = zSsnForm.safeParse({ ssn });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('sends the nine digits of a formatted number', () => {
    expect(zSsnForm.parse({ ssn: '123-45-6789' })).toEqual({ ssn: '123456789' });
  });
});
