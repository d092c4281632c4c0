import { describe, expect, it } from 'vitest';
import { hasStreet, parseTypedAddress, type AddressHints } from './parse-typed-address';
import { fixtureZipIndex } from './zip-fixtures';

const cities = fixtureZipIndex();
const hints = (partial: Partial<AddressHints>): AddressHints => ({
  houseNumber: null,
  street: [],
  unit: null,
  city: null,
  state: null,
  zip: null,
  ...partial,
});
const main = { houseNumber: '123', street: ['Main', 'St'] };

describe('parseTypedAddress', () => {
  it.each<[string, AddressHints]>([
    ['123 Main St', hints(main)],
    ['123 main street', hints(main)],
    ['123 Main St, Aus', hints({ ...main, city: 'Aus' })],
    ['123 main st austin tx', hints({ ...main, city: 'austin', state: 'TX' })],
    [
      '123 Main St, Austin, TX 78701',
      hints({ ...main, city: 'Austin', state: 'TX', zip: '78701' }),
    ],
    ['123 Main St, Austin, Texas', hints({ ...main, city: 'Austin', state: 'TX' })],
    ['123 main st seattle washington', hints({ ...main, city: 'seattle', state: 'WA' })],
    ['123 Main St 78701', hints({ ...main, zip: '78701' })],
    ['123 Main St, 787', hints({ ...main, zip: '787' })],
    ['123 Main St 787', hints({ ...main, zip: '787' })],
    ['123 Main St, Austin TX 7870', hints({ ...main, city: 'Austin', state: 'TX', zip: '7870' })],
    ['123 Main St 78701-1234', hints({ ...main, zip: '78701' })],
    ['78701', hints({ zip: '78701' })],
    ['123', hints({ houseNumber: '123' })],
    ['Main St, Austin', hints({ street: ['Main', 'St'], city: 'Austin' })],
    // Where the street ends without a comma.
    [
      '123 main austin tx',
      hints({ houseNumber: '123', street: ['Main'], city: 'austin', state: 'TX' }),
    ],
    ['123 Main St St Louis', hints({ ...main, city: 'St Louis' })],
    ['123 Main St Park City UT', hints({ ...main, city: 'Park City', state: 'UT' })],
    [
      '123 Park Ave, Park City, UT',
      hints({ houseNumber: '123', street: ['Park', 'Ave'], city: 'Park City', state: 'UT' }),
    ],
    ['123 Forest Park Dr', hints({ houseNumber: '123', street: ['Forest', 'Park', 'Dr'] })],
    [
      '123 Main St N Austin',
      hints({ houseNumber: '123', street: ['Main', 'St', 'N'], city: 'Austin' }),
    ],
    ['123 Main St, Xyzzy', hints({ ...main, city: 'Xyzzy' })],
    [
      '123 main xyzzy tx',
      hints({ houseNumber: '123', street: ['Main'], city: 'xyzzy', state: 'TX' }),
    ],
    // State codes that are also street suffixes, and state names that are also cities.
    ['123 Main Ct', hints({ houseNumber: '123', street: ['Main', 'Ct'] })],
    ['123 Main St, CT', hints({ ...main, state: 'CT' })],
    ['123 Main St, Washington', hints({ ...main, city: 'Washington' })],
    ['123 Main St, Seattle, Washington', hints({ ...main, city: 'Seattle', state: 'WA' })],
    // Digits that are not a ZIP.
    ['123 Main 4', hints({ houseNumber: '123', street: ['Main', '4'] })],
    ['12 1/2 Elm St', hints({ houseNumber: '12', street: ['1/2', 'Elm', 'St'] })],
    // Units.
    ['123 Main St Apt 4b, Austin', hints({ ...main, unit: 'Apt 4B', city: 'Austin' })],
    ['123 Main St, Apt 4, Austin', hints({ ...main, unit: 'Apt 4', city: 'Austin' })],
    ['123 main st #5 austin', hints({ ...main, unit: '#5', city: 'austin' })],
    [
      '123 Main St Suite 200 Springfield IL 62704',
      hints({ ...main, unit: 'Ste 200', city: 'Springfield', state: 'IL', zip: '62704' }),
    ],
    ['123 Main St Apt', hints(main)],
    ['12b elm st', hints({ houseNumber: '12B', street: ['Elm', 'St'] })],
    // Markup is not text.
    ['<b>123 Main St</b>', hints(main)],
    ['<script>alert(1)</script>', hints({ street: ['Alert', '1'] })],
    ['', hints({})],
  ])('%j', (text, expected) => {
    expect(parseTypedAddress(text, cities)).toEqual(expected);
  });

  it.each([
    ['123 Main St', true],
    ['Main St', true],
    ['123 5th', true],
    ['123', false],
    ['78701', false],
    ['123 456', false],
    ['', false],
  ])('%j has a street: %s', (text, expected) => {
    expect(hasStreet(parseTypedAddress(text, cities))).toBe(expected);
  });
});
