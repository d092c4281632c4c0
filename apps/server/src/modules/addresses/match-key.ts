/** Lower case, accents and punctuation gone, single spaces: how typed text and data are compared. */
export function matchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// The ZIP data spells these out ("Saint Louis", "Fort Worth", "Mount Vernon", "Mc Lean").
const CITY_WORD_ALIASES: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
};

/**
 * The key a city is found by. An abbreviation is expanded only when another word follows it, so
 * that a city still being typed ("St" on the way to "Sterling") keeps matching as a prefix.
 */
export function cityKey(text: string): string {
  const words = matchKey(text).split(' ');
  return words
    .map((word, i) => (i < words.length - 1 ? (CITY_WORD_ALIASES[word] ?? word) : word))
    .join(' ')
    .replace(/\bmc (?=\p{L})/gu, 'mc');
}
