import examples from 'libphonenumber-js/mobile/examples';
import full from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES } from './phone-countries';
import { phoneMetadataSubset } from './phone-metadata-subset';
import { PHONE_METADATA_US as shipped } from './phone-metadata-us';

describe('the phone fields’ numbering plans', () => {
  it('are the installed libphonenumber-js plans of PHONE_COUNTRIES (else run scripts/write-phone-metadata.ts)', () => {
    expect(shipped).toEqual(phoneMetadataSubset(full, examples, PHONE_COUNTRIES));
  });

  it.each([
    [['US'], { '1': ['US'] }],
    [['US', 'CA'], { '1': ['US', 'CA'] }],
    [['GB'], { '44': ['GB'] }],
  ] as const)('%j keep only their calling codes', (countries, callingCodes) => {
    const subset = phoneMetadataSubset(full, examples, countries);
    expect(subset.metadata.country_calling_codes).toEqual(callingCodes);
    expect(Object.keys(subset.metadata.countries)).toEqual(countries);
    expect(Object.keys(subset.examples)).toEqual(countries);
  });
});
