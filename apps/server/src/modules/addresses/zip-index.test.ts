import { zCity, zStateCode, zZip } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { fixtureZipIndex } from './zip-fixtures';
import { loadZipIndex } from './zip-index';

describe('ZIP index (fixture data)', () => {
  const index = fixtureZipIndex();

  it('keeps only places a registration form accepts, the first row of a repeated ZIP', () => {
    expect(index.placeCount).toBe(27);
    expect(index.place('78701')).toEqual({ zip: '78701', city: 'Austin', state: 'TX' });
    for (const zip of ['09001', '00601', '97208', '51240', '78786', '15233', 'K1A']) {
      expect(index.place(zip)).toBeUndefined();
    }
  });

  it('finds places by ZIP prefix, in ZIP order', () => {
    expect(index.placesWithZipPrefix('7870').map((p) => p.zip)).toEqual([
      '78701',
      '78702',
      '78703',
      '78704',
    ]);
    expect(index.placesWithZipPrefix('9')).toEqual([
      { zip: '98101', city: 'Seattle', state: 'WA' },
    ]);
    expect(index.placesWithZipPrefix('12')).toEqual([]);
  });

  it.each([
    ['aus', null, ['Austell GA', 'Austin MN', 'Austin TX']],
    ['Austin', 'TX', ['Austin TX']],
    ['st louis', null, ['Saint Louis MO']],
    ['mclean', null, ['Mc Lean VA']],
    ['wash', null, ['Washington DC', 'Washington PA']],
    ['xyz', null, []],
    ['', null, []],
  ] as const)('finds cities starting with %j in %s', (text, state, expected) => {
    expect(index.citiesStartingWith(text, state).map((c) => `${c.city} ${c.state}`)).toEqual(
      expected,
    );
  });

  it('knows a city by its whole name or by its start', () => {
    expect(index.hasCityNamed('austin', 'TX')).toBe(true);
    expect(index.hasCityNamed('aus', null)).toBe(false);
    expect(index.hasCityStartingWith('aus', null)).toBe(true);
    expect(index.hasCityStartingWith('austin', 'FL')).toBe(false);
  });

  it('lists cities largest first, by state too, with their ZIP codes ascending', () => {
    expect(
      index
        .largestCities()
        .slice(0, 2)
        .map((c) => c.city),
    ).toEqual(['Houston', 'Austin']);
    expect(index.citiesInState('TX').map((c) => [c.city, c.zips.length])).toEqual([
      ['Houston', 6],
      ['Austin', 4],
    ]);
    expect(index.citiesInState('NV')).toEqual([]);
    expect(index.cityOf('62701')?.zips).toEqual(['62701', '62704']);
  });
});

describe('ZIP index (the package data)', () => {
  it('is read once and shared', async () => {
    const [first, second] = await Promise.all([loadZipIndex(), loadZipIndex()]);
    expect(second).toBe(first);
    expect(await loadZipIndex()).toBe(first);
  });

  it('holds the US ZIP codes, each with a city and state the form accepts', async () => {
    const index = await loadZipIndex();
    expect(index.placeCount).toBeGreaterThan(40_000);
    expect(index.place('78701')).toEqual({ zip: '78701', city: 'Austin', state: 'TX' });
    expect(index.place('35203')).toEqual({ zip: '35203', city: 'Birmingham', state: 'AL' });
    const invalid = index
      .placesWithZipPrefix('')
      .filter(
        (p) =>
          !zZip.safeParse(p.zip).success ||
          !zCity.safeParse(p.city).success ||
          !zStateCode.safeParse(p.state).success,
      );
    expect(invalid).toEqual([]);
  });
});
