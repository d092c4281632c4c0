/**
 * Numbers that must not sit in a chat transcript in full: a Social Security number written
 * 123-45-6789 or 123 45 6789, any run of 8 or more digits (an SSN or TIN without dashes, a bank
 * account, a card), and digits in groups of 12 or more (a card written 4111 1111 1111 1111).
 * A phone number (10 or 11 digits in groups) and amounts with commas are left alone.
 */
const SSN = /(?<![\d-])\d{3}([- ])\d{2}\1\d{4}(?![\d-])/g;
const GROUPED_OR_LONG = /(?<![\d-])\d+(?:[- ]\d+)*(?![\d-])/g;
const MIN_RUN = 8;
const MIN_GROUPED = 12;

/** Every digit but the last four replaced by '*', separators kept: '***-**-6789'. */
function maskDigits(text: string): string {
  let toKeep = 4;
  return [...text]
    .reverse()
    .map((char) => {
      if (!/\d/.test(char)) return char;
      if (toKeep > 0) {
        toKeep -= 1;
        return char;
      }
      return '*';
    })
    .reverse()
    .join('');
}

/**
 * A chat message with its SSNs and account numbers masked to their last four digits, as it is
 * stored and shown to everyone (agents included).
 */
export function maskSensitiveNumbers(text: string): string {
  return text.replace(SSN, maskDigits).replace(GROUPED_OR_LONG, (match) => {
    const digits = match.replace(/\D/g, '').length;
    const grouped = /[- ]/.test(match);
    return (grouped ? digits >= MIN_GROUPED : digits >= MIN_RUN) ? maskDigits(match) : match;
  });
}
