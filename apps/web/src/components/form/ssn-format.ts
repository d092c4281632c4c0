/** An SSN has nine digits, written ###-##-####. */
export const SSN_DIGITS = 9;
/** Where the dashes go: after the area (3 digits) and the group (2 digits). */
const GROUP_ENDS = [3, 5] as const;
/** The serial number, the last 4 digits, is the only part shown once the field is left. */
const VISIBLE_FROM_DIGIT = SSN_DIGITS - 4;
export const SSN_MASK_CHARACTER = '•';
/** The formatted length, for the input's maxlength. */
export const SSN_FORMATTED_LENGTH = SSN_DIGITS + GROUP_ENDS.length;

export const isSsnSignificant = (character: string) => /\d/.test(character);

/** The digits of what was typed or pasted, at most nine. */
export function ssnDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SSN_DIGITS);
}

/**
 * ###-##-#### as it is typed: a dash appears once a digit follows it, so Backspace never has
 * to step over a dash the formatter would put straight back.
 */
export function formatSsnInput(raw: string): string {
  const digits = ssnDigits(raw);
  let formatted = '';
  for (let index = 0; index < digits.length; index += 1) {
    if ((GROUP_ENDS as readonly number[]).includes(index)) formatted += '-';
    formatted += digits.charAt(index);
  }
  return formatted;
}

/**
 * What the field shows once it is left: the area and group digits replaced, the dashes kept.
 * Only the serial (the last four of a full number) is ever shown, so a number cut short shows
 * no more than the serial digits typed so far.
 */
export function maskSsn(raw: string): string {
  const formatted = formatSsnInput(raw);
  let seen = 0;
  return [...formatted]
    .map((character) => {
      if (!isSsnSignificant(character)) return character;
      seen += 1;
      return seen > VISIBLE_FROM_DIGIT ? character : SSN_MASK_CHARACTER;
    })
    .join('');
}
