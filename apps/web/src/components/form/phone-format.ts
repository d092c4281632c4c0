import { DEFAULT_PHONE_COUNTRY, formatPhoneInput, phoneInputMaxLength } from '@openheloc/domain';

/** The as-you-type formatter groups from the fourth digit on; digits alone after that mean it gave up. */
const GROUPED_FROM_DIGITS = 4;

function isFormatted(formatted: string, digitCount: number): boolean {
  return digitCount < GROUPED_FROM_DIGITS || /[\s()-]/.test(formatted);
}

/**
 * What a US phone field shows: grouped as typed, within the field's limit. Digits beyond a
 * whole number are dropped, since they would leave the formatter unable to group any of them.
 */
export function formatUsPhoneInput(raw: string): string {
  const international = raw.trim().startsWith('+');
  const limit = phoneInputMaxLength(DEFAULT_PHONE_COUNTRY, { international });
  let candidate = raw;
  let formatted = formatPhoneInput(candidate, DEFAULT_PHONE_COUNTRY);
  let digits = candidate.replace(/\D/g, '').length;
  while (digits > 0 && (formatted.length > limit || !isFormatted(formatted, digits))) {
    candidate = candidate.replace(/\d(?=\D*$)/, '');
    digits -= 1;
    formatted = formatPhoneInput(candidate, DEFAULT_PHONE_COUNTRY);
  }
  return formatted;
}

export const isPhoneSignificant = (character: string) => /[\d+]/.test(character);
