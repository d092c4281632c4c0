import {
  AsYouType,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  type Examples,
  type MetadataJson,
} from 'libphonenumber-js/core';
import type { CountryCode } from 'libphonenumber-js';
import { PHONE_INPUT_DEFAULT_MAX_LENGTH } from '../constants/field-limits';
import { PHONE_METADATA_US as subset } from './phone-metadata-us';

// Only the plans of PHONE_COUNTRIES (phone-countries.ts): every country's would add about 20 KB
// of compressed JavaScript to the registration page. Another country's number is kept as typed.
const metadata = subset.metadata as unknown as MetadataJson;
const examples = subset.examples as Examples;

function isKnownCountry(country: string | undefined): country is CountryCode {
  return country !== undefined && isSupportedCountry(country as CountryCode, metadata);
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * Formats a phone number while it is typed. National input follows the country's national format
 * ((###) ###-#### in the US). Input typed with the country's own calling code keeps the national
 * grouping after it (+1 (###) ###-####), unlike libphonenumber's international spacing.
 */
export function formatPhoneAsYouType(
  value: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): string {
  const input = value.trim();
  const known = isKnownCountry(country) ? country : undefined;
  if (!input.startsWith('+')) return new AsYouType(known, metadata).input(input);
  const digits = input.replace(/\D/g, '');
  if (known === undefined) return new AsYouType(undefined, metadata).input(`+${digits}`);
  const callingCode = getCountryCallingCode(known, metadata);
  if (!digits.startsWith(callingCode))
    return new AsYouType(undefined, metadata).input(`+${digits}`);
  const national = digits.slice(callingCode.length);
  if (national === '') return `+${callingCode}`;
  return `+${callingCode} ${new AsYouType(known, metadata).input(national)}`;
}

/**
 * The input's character limit: the length of the country's example number in national format,
 * or 19 when the country is not one of PHONE_COUNTRIES. Typing with a calling code adds room for "+1 ".
 */
export function phoneInputMaxLength(
  country: string | undefined = DEFAULT_PHONE_COUNTRY,
  { international = false }: { international?: boolean } = {},
): number {
  if (!isKnownCountry(country)) return PHONE_INPUT_DEFAULT_MAX_LENGTH;
  const example = getExampleNumber(country, examples, metadata);
  if (example === undefined) return PHONE_INPUT_DEFAULT_MAX_LENGTH;
  const nationalLength = example.formatNational().length;
  return international
    ? nationalLength + `+${getCountryCallingCode(country, metadata)} `.length
    : nationalLength;
}

/** What a phone field shows after each keystroke: formatted, then cut to the limit. */
export function formatPhoneInput(value: string, country: string = DEFAULT_PHONE_COUNTRY): string {
  const formatted = formatPhoneAsYouType(value, country);
  return formatted.slice(
    0,
    phoneInputMaxLength(country, { international: formatted.startsWith('+') }),
  );
}
