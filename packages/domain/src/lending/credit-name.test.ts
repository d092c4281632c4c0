import { describe, expect, it } from 'vitest';
import { creditName } from './credit-name';

describe('creditName', () => {
  it('names the DSCR loan as such, and every other product a home equity line of credit', () => {
    expect(creditName('dscr')).toBe(
      'Debt-service-coverage-ratio (DSCR) loan on an investment property',
    );
    expect(creditName('heloc')).toBe('Home equity line of credit');
    expect(creditName('interest-only')).toBe('Home equity line of credit');
  });
});
