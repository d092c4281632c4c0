import type { CountryCode, Examples, MetadataJson } from 'libphonenumber-js';

/** The numbering plans and example numbers the phone fields use, from libphonenumber's own. */
export type PhoneMetadataSubset = { metadata: MetadataJson; examples: Partial<Examples> };

/**
 * libphonenumber's metadata cut down to the given countries: their plans, their calling codes
 * (listing only them) and their example numbers. The browser ships this instead of every
 * country's plan (about 80 KB).
 */
export function phoneMetadataSubset(
  full: MetadataJson,
  examples: Examples,
  countries: readonly CountryCode[],
): PhoneMetadataSubset {
  const kept = new Set<string>(countries);
  const callingCodes: MetadataJson['country_calling_codes'] = {};
  for (const [code, members] of Object.entries(full.country_calling_codes)) {
    const ours = members.filter((country) => kept.has(country));
    if (ours.length > 0) callingCodes[code] = ours;
  }
  const plans: MetadataJson['countries'] = {};
  const ourExamples: Partial<Examples> = {};
  for (const country of countries) {
    plans[country] = full.countries[country];
    ourExamples[country] = examples[country];
  }
  return {
    metadata: {
      version: full.version,
      country_calling_codes: callingCodes,
      countries: plans,
      nonGeographic: {},
    },
    examples: ourExamples,
  };
}
