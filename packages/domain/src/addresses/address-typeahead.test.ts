import { describe, expect, it } from 'vitest';
import { zAddress } from '../validation/address';
import {
  ADDRESS_TYPEAHEAD_MAX_LENGTH,
  ADDRESS_TYPEAHEAD_TOO_LONG,
  addressTypeaheadUrl,
  zAddressSuggestion,
  zAddressSuggestions,
  zAddressTypeaheadText,
} from './address-typeahead';

const suggestion = {
  fullAddress: '100 Main St Apt 2, Springfield, IL 62704',
  street1: '100 Main St',
  street2: 'Apt 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};

describe('address typeahead contract', () => {
  it('accepts typed text up to the limit and names the limit beyond it', () => {
    expect(zAddressTypeaheadText.safeParse('a'.repeat(ADDRESS_TYPEAHEAD_MAX_LENGTH)).success).toBe(
      true,
    );
    const tooLong = zAddressTypeaheadText.safeParse('a'.repeat(ADDRESS_TYPEAHEAD_MAX_LENGTH + 1));
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      ADDRESS_TYPEAHEAD_TOO_LONG,
    ]);
  });

  it('puts the typed text into one URL-encoded path segment', () => {
    expect(addressTypeaheadUrl('12 1/2 Main St, Austin #4')).toBe(
      '/service-address/api/v1/typeahead/12%201%2F2%20Main%20St%2C%20Austin%20%234',
    );
  });

  it('describes a suggestion the registration form accepts as an address', () => {
    expect(zAddressSuggestion.parse(suggestion)).toEqual(suggestion);
    expect(zAddress.safeParse(suggestion).success).toBe(true);
  });

  it.each([
    ['a state that is not one', { state: 'ZZ' }],
    ['a ZIP+4', { zip: '62704-1234' }],
    ['a street without a street', { street1: '1' }],
  ])('rejects %s', (_label, change) => {
    expect(zAddressSuggestion.safeParse({ ...suggestion, ...change }).success).toBe(false);
  });

  it('holds at most five suggestions', () => {
    expect(zAddressSuggestions.safeParse(Array(5).fill(suggestion)).success).toBe(true);
    expect(zAddressSuggestions.safeParse(Array(6).fill(suggestion)).success).toBe(false);
  });
});
