/** The parts of the signer's legal name, as their profile records them. */
export type LegalName = {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
};

/** Letters NFD does not split into a base and a mark: folded by hand. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A name reduced to what a signature must match: lower case, accents removed (NFD, then the
 * combining marks dropped), and no spaces or punctuation ('Ann-Marie O'Neil' is 'annmarieoneil').
 */
export function signatureNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The legal name with its middle name, for messages: 'Pat Q Otherzz JR'. */
export function legalNameText(name: LegalName): string {
  return [name.firstName, name.middleName, name.lastName, name.suffix]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * Whether a typed signature is the signer's legal name: first and last name, with or without
 * the middle name (or its initial) and the suffix, whatever the case, spacing and accents.
 */
export function typedNameMatches(typed: string, name: LegalName): boolean {
  const key = signatureNameKey(typed);
  if (key === '') return false;
  const middle = name.middleName?.trim() ?? '';
  const middles = middle === '' ? [''] : ['', middle, middle.slice(0, 1)];
  const suffixes = name.suffix?.trim() ? ['', name.suffix] : [''];
  return middles.some((m) =>
    suffixes.some(
      (suffix) => signatureNameKey(`${name.firstName}${m}${name.lastName}${suffix}`) === key,
    ),
  );
}

/** The refusal of a typed signature that is not the signer's name, said at the field. */
export function typedNameMismatchMessage(name: LegalName): string {
  return `Please type your full name as it appears on your application: ${legalNameText(name)}`;
}
