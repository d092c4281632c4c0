const MAX_CENTS_DIGITS = 2;

/**
 * What a money input shows for what was typed or pasted: '$' and thousands separators, at most
 * two decimals; a leading minus is kept so that validation can say the amount is too low
 * rather than silently changing it. Everything else is dropped.
 */
export function formatMoneyInput(raw: string): string {
  const firstDigit = raw.search(/[\d.]/);
  const negative = raw.slice(0, firstDigit === -1 ? raw.length : firstDigit).includes('-');
  const [whole = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  const hasPoint = rest.length > 0;
  const cents = rest.join('').slice(0, MAX_CENTS_DIGITS);
  const sign = negative ? '-' : '';
  if (whole === '' && !hasPoint) return sign;
  const digits = whole.replace(/^0+(?=\d)/, '') || (hasPoint ? '0' : '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}${hasPoint ? `.${cents}` : ''}`;
}

export const isMoneySignificant = (character: string) => /[\d.-]/.test(character);
