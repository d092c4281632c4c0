import { describe, expect, it } from 'vitest';
import { conversionsOf } from './conversions';

const redesign = (variation: string) => ({ name: 'fe-heloc-redesign-2025', variation });

describe('conversionsOf', () => {
  it.each([
    ['no application', [], []],
    [
      'one application per variation',
      [
        { experiments: [redesign('register-v2')], reachedOffer: true },
        { experiments: [redesign('register')], reachedOffer: false },
      ],
      [
        {
          experiment: 'fe-heloc-redesign-2025',
          variation: 'register',
          applications: 1,
          reachedOffer: 0,
        },
        {
          experiment: 'fe-heloc-redesign-2025',
          variation: 'register-v2',
          applications: 1,
          reachedOffer: 1,
        },
      ],
    ],
    [
      'several experiments on one application, counted in each',
      [
        {
          experiments: [redesign('register-v2'), { name: 'other', variation: 'a' }],
          reachedOffer: true,
        },
        { experiments: [redesign('register-v2')], reachedOffer: false },
      ],
      [
        {
          experiment: 'fe-heloc-redesign-2025',
          variation: 'register-v2',
          applications: 2,
          reachedOffer: 1,
        },
        { experiment: 'other', variation: 'a', applications: 1, reachedOffer: 1 },
      ],
    ],
  ])('%s', (_, rows, expected) => {
    expect(conversionsOf(rows)).toEqual(expected);
  });
});
