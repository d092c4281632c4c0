import type { CountryCode } from 'libphonenumber-js';

/** The countries whose numbers the phone fields know how to format: the product lends in the US. */
export const PHONE_COUNTRIES = ['US'] as const satisfies readonly CountryCode[];
