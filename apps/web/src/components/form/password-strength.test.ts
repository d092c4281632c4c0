import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    [5, 0, 'weak', 'Weak'],
    [4, 0, 'weak', 'Weak'],
    [3, 1, 'weak', 'Weak'],
    [2, 2, 'fair', 'Fair'],
    // One rule unmet: the form still refuses the password, so the word is not 'Good'.
    [1, 3, 'fair', 'Fair'],
    [0, 4, 'strong', 'Strong'],
  ])('%i unmet rules fill %i bars, %s', (unmet, filledBars, tone, label) => {
    expect(passwordStrength(unmet, { empty: false })).toEqual({ filledBars, tone, label });
  });

  it('shows nothing for an empty password', () => {
    expect(passwordStrength(5, { empty: true })).toEqual({
      filledBars: 0,
      tone: 'none',
      label: 'Not entered',
    });
  });
});
