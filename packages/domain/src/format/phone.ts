import {
  AsYouType,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
} from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { PHONE_INPUT_DEFAULT_MAX_LENGTH } from '../constants/field-limits';

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
  const known = isSupportedCountry(country) ? country : undefined;
  if (!input.startsWith('+')) return new AsYouType(known).input(input);
  const digits = input.replace(/\D/g, '');
  if (known === undefined) return new AsYouType().input(`+${digits}`);
  const callingCode = getCountryCallingCode(known);
  if (!digits.startsWith(callingCode)) return new AsYouType().input(`+${digits}`);
  const national = digits.slice(callingCode.length);
  if (national === '') return `+${callingCode}`;
  return `+${callingCode} ${new AsYouType(known).input(national)}`;
}

/**
 * The input's character limit: the length of the country's example number in national format,
 * or 19 when the country is unknown. Typing with a calling code adds room for "+1 ".
 */
export function phoneInputMaxLength(
  country: string | undefined = DEFAULT_PHONE_COUNTRY,
  { international = false }: { international?: boolean } = {},
): number {
  if (country === undefined || !isSupportedCountry(country)) return PHONE_INPUT_DEFAULT_MAX_LENGTH;
  const example = getExampleNumber(country, examples);
  if (example === undefined) return PHONE_INPUT_DEFAULT_MAX_LENGTH;
  const nationalLength = example.formatNational().length;
  return international
    ? nationalLength + `+${getCountryCallingCode(country)} `.length
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
