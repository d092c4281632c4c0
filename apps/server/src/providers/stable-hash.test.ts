import { describe, expect, it } from 'vitest';
import { seedFrom, seedFromKey, SEED_KEY_LENGTH } from './stable-hash';

describe('seedFrom', () => {
  it('derives the same values from the same parts, every time', () => {
    const a = seedFrom('credit', 'Jane', 'Smith');
    const b = seedFrom('credit', 'Jane', 'Smith');
    expect(a.key).toBe(b.key);
    expect(a.int('score', 0, 1_000_000)).toBe(b.int('score', 0, 1_000_000));
    expect(a.hex('id', 40)).toBe(b.hex('id', 40));
  });

  it.each([
    [
      ['100 Main St', 'Springfield'],
      ['  100  MAIN st.', 'springfield '],
    ],
    [
      ['Jane', "O'Hara"],
      ['jane', 'OHara'],
    ],
  ])('ignores case, spacing and punctuation: %j ~ %j', (left, right) => {
    expect(seedFrom(...left).key).toBe(seedFrom(...right).key);
  });

  it('separates parts, so that moving text between them changes the seed', () => {
    expect(seedFrom('ab', 'c').key).not.toBe(seedFrom('a', 'bc').key);
  });

  it('keeps values within their inclusive range and spreads them over it', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const value = seedFrom(`applicant ${i}`).int('value', 3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('rebuilds the same seed from its key alone', () => {
    const seed = seedFrom('property', '100 Main St');
    expect(seed.key).toHaveLength(SEED_KEY_LENGTH);
    expect(seedFromKey(seed.key).int('value', 0, 999_999)).toBe(seed.int('value', 0, 999_999));
  });

  it('rejects an empty range', () => {
    expect(() => seedFrom('x').int('value', 5, 4)).toThrow(RangeError);
  });
});
