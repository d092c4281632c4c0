import { zAddress, zAddressSuggestions } from '@openheloc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSampleProperties } from './sample-properties';
import { createAddressSuggester, type AddressSuggester } from './suggest-addresses';
import { FIXTURE_SAMPLES, fixtureZipIndex } from './zip-fixtures';
import { loadZipIndex, type ZipIndex } from './zip-index';

const suggest = createAddressSuggester(fixtureZipIndex(), FIXTURE_SAMPLES);
const lines = (text: string) => suggest(text).map((s) => s.fullAddress);

describe('address suggestions (fixture data)', () => {
  it('answers the typed street in the matching places, with every part filled in', () => {
    expect(suggest('123 main street, austin, tx 78703')).toEqual([
      {
        fullAddress: '123 Main St, Austin, TX 78703',
        street1: '123 Main St',
        street2: '',
        city: 'Austin',
        state: 'TX',
        zip: '78703',
      },
    ]);
  });

  it.each<[string, string[]]>([
    // No place typed: the largest cities, one ZIP each.
    [
      '123 Main St',
      [
        '123 Main St, Houston, TX 77001',
        '123 Main St, Austin, TX 78701',
        '123 Main St, Saint Louis, MO 63101',
        '123 Main St, Springfield, IL 62701',
        '123 Main St, Washington, DC 20001',
      ],
    ],
    // A city's start: the cities it starts, larger first, then their next ZIP codes.
    [
      '123 Main St, Aus',
      [
        '123 Main St, Austin, TX 78701',
        '123 Main St, Austell, GA 30106',
        '123 Main St, Austin, MN 55912',
        '123 Main St, Austin, TX 78702',
        '123 Main St, Austin, TX 78703',
      ],
    ],
    // A whole city name ranks before the longer names it starts.
    [
      '9 Elm St, Austin',
      [
        '9 Elm St, Austin, TX 78701',
        '9 Elm St, Austin, MN 55912',
        '9 Elm St, Austin, TX 78702',
        '9 Elm St, Austin, TX 78703',
        '9 Elm St, Austin, TX 78704',
      ],
    ],
    // City and state: that city's ZIP codes.
    [
      '123 main st austin tx',
      [
        '123 Main St, Austin, TX 78701',
        '123 Main St, Austin, TX 78702',
        '123 Main St, Austin, TX 78703',
        '123 Main St, Austin, TX 78704',
      ],
    ],
    // A state alone: its cities, larger first.
    [
      '5 Oak Ave, TX',
      [
        '5 Oak Ave, Houston, TX 77001',
        '5 Oak Ave, Austin, TX 78701',
        '5 Oak Ave, Houston, TX 77002',
        '5 Oak Ave, Austin, TX 78702',
        '5 Oak Ave, Houston, TX 77003',
      ],
    ],
    // A ZIP code's start.
    [
      '5 Oak Ave 7870',
      [
        '5 Oak Ave, Austin, TX 78701',
        '5 Oak Ave, Austin, TX 78702',
        '5 Oak Ave, Austin, TX 78703',
        '5 Oak Ave, Austin, TX 78704',
      ],
    ],
    ['5 Oak Ave, Austin, MN 5591', ['5 Oak Ave, Austin, MN 55912']],
    // City abbreviations and spacing.
    [
      '7 Pine Rd, st louis',
      ['7 Pine Rd, Saint Louis, MO 63101', '7 Pine Rd, Saint Louis, MO 63102'],
    ],
    ['7 Pine Rd, mclean', ['7 Pine Rd, Mc Lean, VA 22101']],
    // A unit typed is kept.
    ['7 Pine Rd Apt 4b, Seattle', ['7 Pine Rd Apt 4B, Seattle, WA 98101']],
    // Places that do not go together, or that the data does not know.
    ['123 Main St, Austin, FL', []],
    ['123 Main St, Austin, TX 33611', []],
    ['123 Main St, Xyzzy', []],
  ])('%j', (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });

  it('puts the sample properties the text could be the start of first', () => {
    expect(lines('100 Main')).toEqual([
      '100 Main St, Springfield, IL 62704',
      '100 Main, Houston, TX 77001',
      '100 Main, Austin, TX 78701',
      '100 Main, Saint Louis, MO 63101',
      '100 Main, Springfield, IL 62701',
    ]);
    expect(lines('4413 bayshore boulevard')[0]).toBe('4413 Bayshore Blvd, Tampa, FL 33611');
    expect(lines('44 Bay')[0]).toBe('4413 Bayshore Blvd, Tampa, FL 33611');
    expect(lines('Bayshore Blvd, Tampa')).toEqual(['4413 Bayshore Blvd, Tampa, FL 33611']);
    expect(lines('Main St, IL 627')).toEqual(['100 Main St, Springfield, IL 62704']);
  });

  it('does not repeat a sample among the places', () => {
    expect(lines('100 Main St, Springfield, IL')).toEqual([
      '100 Main St, Springfield, IL 62704',
      '100 Main St, Springfield, IL 62701',
    ]);
  });

  it.each(['100 Main St, Austin', '101 Main St', '100 Elm', 'Main St, TX'])(
    'offers no sample that %j contradicts',
    (text) => {
      expect(lines(text)).not.toContain('100 Main St, Springfield, IL 62704');
    },
  );

  it.each(['', 'ab', '  a  ', '123', '78701', '123 456', '<b></b>', ', , ,'])(
    'answers nothing for %j (too short, or no street)',
    (text) => {
      expect(suggest(text)).toEqual([]);
    },
  );

  it('never answers markup, only the words typed', () => {
    const answer = suggest('<img src=x onerror=alert(1)>12 "Elm" St<script>x</script>, Austin');
    expect(answer.map((s) => s.fullAddress)).toContain('12 Elm St X, Austin, TX 78701');
    const values = answer.flatMap((suggestion) => Object.values(suggestion));
    expect(values.filter((value) => /[<>"=()]|onerror|img|script/i.test(value))).toEqual([]);
  });

  it('gives the same answer every time', () => {
    expect(suggest('123 Main St, Aus')).toEqual(suggest('123 Main St, Aus'));
  });

  it('honours a smaller limit', () => {
    const two = createAddressSuggester(fixtureZipIndex(), FIXTURE_SAMPLES, 2);
    expect(two('123 Main St')).toHaveLength(2);
  });
});

describe('address suggestions (the package data)', () => {
  let zips: ZipIndex;
  let real: AddressSuggester;
  beforeAll(async () => {
    zips = await loadZipIndex();
    real = createAddressSuggester(zips, loadSampleProperties());
  });

  it.each([
    '123 Main St',
    '123 Main St, Aus',
    '123 main st austin tx',
    '123 Main St, Austin, TX 78701',
    '500 Oak Ave, TX',
    '77 Pine Rd 100',
    '9 Elm St, s',
    '12 1/2 Elm St, st louis',
    '1 Ocean Dr, Miami Beach, FL',
    '2 Broadway, New York, New York',
    '3 Market St Ste 4, San Fr',
    '4413 Bayshore',
    '100 Main',
  ])('suggests only real ZIP/city/state combinations for %j', (text) => {
    const answer = real(text);
    expect(answer.length).toBeGreaterThan(0);
    expect(zAddressSuggestions.parse(answer)).toEqual(answer);
    for (const suggestion of answer) {
      expect(zips.place(suggestion.zip)).toEqual({
        zip: suggestion.zip,
        city: suggestion.city,
        state: suggestion.state,
      });
      expect(zAddress.safeParse(suggestion).success).toBe(true);
    }
  });

  it('finds each sample property from the start of its street', () => {
    for (const sample of loadSampleProperties()) {
      const start = sample.street1.slice(0, sample.street1.indexOf(' ') + 4);
      expect(real(start)[0]).toMatchObject({
        street1: sample.street1,
        city: sample.city,
        state: sample.state,
        zip: sample.zip,
      });
    }
  });
});
