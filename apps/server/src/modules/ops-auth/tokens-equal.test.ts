import { describe, expect, it } from 'vitest';
import { tokensEqual } from './tokens-equal';

describe('tokensEqual', () => {
  it.each([
    ['same token', 'secret-token-123', 'secret-token-123', true],
    ['different token of equal length', 'secret-token-124', 'secret-token-123', false],
    ['prefix of the token', 'secret-token', 'secret-token-123', false],
    ['longer than the token', 'secret-token-1234', 'secret-token-123', false],
    ['empty', '', 'secret-token-123', false],
  ])('%s', (_name, given, expected, equal) => {
    expect(tokensEqual(given, expected)).toBe(equal);
  });
});
