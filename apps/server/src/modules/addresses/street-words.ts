/** USPS street suffixes (Publication 28) as typed, to their standard abbreviation. */
const STREET_SUFFIXES: Readonly<Record<string, string>> = {
  alley: 'Aly',
  aly: 'Aly',
  av: 'Ave',
  ave: 'Ave',
  aven: 'Ave',
  avenue: 'Ave',
  blv: 'Blvd',
  blvd: 'Blvd',
  boul: 'Blvd',
  boulevard: 'Blvd',
  cir: 'Cir',
  circ: 'Cir',
  circle: 'Cir',
  court: 'Ct',
  crt: 'Ct',
  ct: 'Ct',
  cove: 'Cv',
  cv: 'Cv',
  crossing: 'Xing',
  xing: 'Xing',
  dr: 'Dr',
  drive: 'Dr',
  drv: 'Dr',
  expressway: 'Expy',
  expy: 'Expy',
  freeway: 'Fwy',
  fwy: 'Fwy',
  heights: 'Hts',
  hts: 'Hts',
  highway: 'Hwy',
  hwy: 'Hwy',
  lane: 'Ln',
  ln: 'Ln',
  loop: 'Loop',
  park: 'Park',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  pky: 'Pkwy',
  path: 'Path',
  pike: 'Pike',
  pl: 'Pl',
  place: 'Pl',
  plaza: 'Plz',
  plz: 'Plz',
  point: 'Pt',
  pt: 'Pt',
  rd: 'Rd',
  road: 'Rd',
  rdg: 'Rdg',
  ridge: 'Rdg',
  row: 'Row',
  run: 'Run',
  sq: 'Sq',
  square: 'Sq',
  st: 'St',
  str: 'St',
  street: 'St',
  ter: 'Ter',
  terr: 'Ter',
  terrace: 'Ter',
  trail: 'Trl',
  trl: 'Trl',
  walk: 'Walk',
  way: 'Way',
  wy: 'Way',
};

const DIRECTIONALS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

/** Secondary-unit designators; '#' is written against its number ("#4B"). */
const UNIT_DESIGNATORS: Readonly<Record<string, string>> = {
  apartment: 'Apt',
  apt: 'Apt',
  bldg: 'Bldg',
  building: 'Bldg',
  rm: 'Rm',
  room: 'Rm',
  ste: 'Ste',
  suite: 'Ste',
  unit: 'Unit',
  '#': '#',
};

export function isStreetSuffix(token: string): boolean {
  return Object.hasOwn(STREET_SUFFIXES, token.toLowerCase());
}

export function isDirectional(token: string): boolean {
  return DIRECTIONALS.has(token.toLowerCase());
}

export function isUnitDesignator(token: string): boolean {
  return token.startsWith('#') || Object.hasOwn(UNIT_DESIGNATORS, token.toLowerCase());
}

/**
 * The unit written the standard way, from its designator and the token after it ("apt", "4b" →
 * "Apt 4B"; "#4b" → "#4B"); null when the number has not been typed yet.
 */
export function formatUnit(designator: string, value: string | undefined): string | null {
  if (designator.length > 1 && designator.startsWith('#')) return designator.toUpperCase();
  if (value === undefined) return null;
  const label = UNIT_DESIGNATORS[designator.toLowerCase()] ?? designator;
  return label === '#' ? `#${value.toUpperCase()}` : `${label} ${value.toUpperCase()}`;
}

/** "o'brien" → "O'Brien", "mcgregor" → "McGregor", "5TH" → "5th". */
export function titleCaseWord(word: string): string {
  return word
    .split(/(['\-/])/)
    .map((part) => {
      const lower = part.toLowerCase();
      if (!/^\p{L}/u.test(lower)) return lower;
      const capitalised = lower.charAt(0).toUpperCase() + lower.slice(1);
      return capitalised.replace(/^Mc(\p{L})/u, (_m, next: string) => `Mc${next.toUpperCase()}`);
    })
    .join('');
}

/**
 * Street words the way an address list writes them: title case, directionals in capitals and the
 * suffix abbreviated ("north main street" → "North Main St", "main street nw" → "Main St NW").
 * Only the suffix position is abbreviated, so "Court St" stays "Court St".
 */
export function formatStreetWords(words: readonly string[]): string[] {
  let suffixAt = words.length - 1;
  while (suffixAt > 0 && isDirectional(words[suffixAt] ?? '')) suffixAt -= 1;
  return words.map((word, i) => {
    const lower = word.toLowerCase();
    if (i === suffixAt && i > 0 && isStreetSuffix(lower)) return STREET_SUFFIXES[lower] ?? word;
    if (words.length > 1 && DIRECTIONALS.has(lower)) return lower.toUpperCase();
    return titleCaseWord(word);
  });
}
