import { isUsState, type UsState } from '@openheloc/domain';
import { cityKey } from './match-key';
import { readPackageZipRecords, type ZipRecord } from './zip-records';

export type { ZipRecord };
export type ZipPlace = { zip: string; city: string; state: UsState };
/** A city of one state with its ZIP codes, ascending. */
export type CityPlaces = { key: string; city: string; state: UsState; zips: readonly string[] };

export interface ZipIndex {
  readonly placeCount: number;
  place(zip: string): ZipPlace | undefined;
  /** The city a ZIP code belongs to, with the city's other ZIP codes. */
  cityOf(zip: string): CityPlaces | undefined;
  placesWithZipPrefix(prefix: string): ZipPlace[];
  /** Cities whose name starts with the text (compared by cityKey), optionally in one state. */
  citiesStartingWith(text: string, state: UsState | null): CityPlaces[];
  hasCityStartingWith(text: string, state: UsState | null): boolean;
  hasCityNamed(text: string, state: UsState | null): boolean;
  /** Largest first (by ZIP count, the only size measure the data has), then by name. */
  citiesInState(state: UsState): readonly CityPlaces[];
  largestCities(): readonly CityPlaces[];
}

// Words of the firms and agencies that own a ZIP code of their own ("Allstate Insurance Co",
// "Tn Dept Of Human Svc"); no town's name has them. "Bank" is left to the rule below it, since
// "Red Bank" and "Cut Bank" are towns.
const ORGANISATION_WORDS = new Set([
  'accounting',
  'brm',
  'co',
  'company',
  'corp',
  'ctr',
  'dept',
  'express',
  'inc',
  'ins',
  'insurance',
  'lending',
  'lottery',
  'natl',
  'reporting',
  'revenue',
  'service',
  'services',
  'svc',
  'syste',
  'systems',
]);

function looksLikeOrganisation(city: string): boolean {
  const words = city.toLowerCase().split(' ');
  if (words.some((word) => ORGANISATION_WORDS.has(word))) return true;
  return words.includes('bank') && (words.length > 2 || words[0] === 'bank');
}

/**
 * Only places a registration form accepts and a borrower could live in: a 5-digit ZIP, one of
 * the 50 states or DC (no military or territory codes), a city of letters and spaces (no "At&t"
 * or "Shell Oil Box 150") that is not a firm's own ZIP code.
 */
function usablePlace(record: ZipRecord): ZipPlace | null {
  const city = record.city.trim().replace(/\s+/g, ' ');
  if ((record.country ?? 'US') !== 'US' || !/^\d{5}$/.test(record.zip)) return null;
  if (!isUsState(record.state) || !/^[\p{L} ]+$/u.test(city)) return null;
  if (looksLikeOrganisation(city)) return null;
  return { zip: record.zip, city, state: record.state };
}

// Plain code-unit order throughout: it is what the binary search compares with, on any locale.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: CityPlaces, b: CityPlaces) => compare(a.key, b.key) || compare(a.state, b.state);
const bySize = (a: CityPlaces, b: CityPlaces) => b.zips.length - a.zips.length || byName(a, b);

/** First position in a sorted list whose key is not below the prefix. */
function lowerBound<T>(items: readonly T[], prefix: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(items[mid] as T) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

function withPrefix<T>(items: readonly T[], prefix: string, keyOf: (item: T) => string): T[] {
  const found: T[] = [];
  for (let i = lowerBound(items, prefix, keyOf); i < items.length; i += 1) {
    const item = items[i] as T;
    if (!keyOf(item).startsWith(prefix)) break;
    found.push(item);
  }
  return found;
}

export function buildZipIndex(records: Iterable<ZipRecord>): ZipIndex {
  const places = new Map<string, ZipPlace>();
  const cityZips = new Map<string, { city: string; state: UsState; zips: string[] }>();
  for (const record of records) {
    const place = usablePlace(record);
    if (!place || places.has(place.zip)) continue;
    places.set(place.zip, place);
    const cityId = `${place.state}|${cityKey(place.city)}`;
    const entry = cityZips.get(cityId) ?? { city: place.city, state: place.state, zips: [] };
    entry.zips.push(place.zip);
    cityZips.set(cityId, entry);
  }

  const cities: CityPlaces[] = [];
  const cityByZip = new Map<string, CityPlaces>();
  const citiesByKey = new Map<string, CityPlaces[]>();
  for (const { city, state, zips } of cityZips.values()) {
    // A copy of the exact length: the list grown by push has room for 17 codes, most cities one.
    const entry: CityPlaces = { key: cityKey(city), city, state, zips: zips.slice().sort() };
    cities.push(entry);
    for (const zip of zips) cityByZip.set(zip, entry);
    citiesByKey.set(entry.key, [...(citiesByKey.get(entry.key) ?? []), entry]);
  }
  // place() and cityOf() search the sorted list rather than keep two maps of every ZIP code
  // (about 40,000): the index is held for the life of the process.
  const byZip = [...places.values()].sort((a, b) => compare(a.zip, b.zip));
  const cityAt = byZip.map((place) => cityByZip.get(place.zip) as CityPlaces);
  const alphabetical = [...cities].sort(byName);
  const largest = [...cities].sort(bySize);
  const byState = new Map<UsState, CityPlaces[]>();
  for (const city of largest) {
    const list = byState.get(city.state) ?? [];
    list.push(city);
    byState.set(city.state, list);
  }

  const inState = (state: UsState | null) => (city: CityPlaces) =>
    state === null || city.state === state;
  const cityKeyOf = (city: CityPlaces) => city.key;
  const zipOf = (place: ZipPlace) => place.zip;
  const positionOf = (zip: string) => {
    const position = lowerBound(byZip, zip, zipOf);
    return byZip[position]?.zip === zip ? position : -1;
  };

  return {
    placeCount: places.size,
    place: (zip) => byZip[positionOf(zip)],
    cityOf: (zip) => cityAt[positionOf(zip)],
    placesWithZipPrefix: (prefix) => withPrefix(byZip, prefix, zipOf),
    citiesStartingWith: (text, state) => {
      const prefix = cityKey(text);
      return prefix === ''
        ? []
        : withPrefix(alphabetical, prefix, cityKeyOf).filter(inState(state));
    },
    // Asked several times per keystroke while the parser looks for the city: stop at the first.
    hasCityStartingWith: (text, state) => {
      const prefix = cityKey(text);
      if (prefix === '') return false;
      for (let i = lowerBound(alphabetical, prefix, cityKeyOf); i < alphabetical.length; i += 1) {
        const city = alphabetical[i] as CityPlaces;
        if (!city.key.startsWith(prefix)) return false;
        if (inState(state)(city)) return true;
      }
      return false;
    },
    hasCityNamed: (text, state) => (citiesByKey.get(cityKey(text)) ?? []).some(inState(state)),
    citiesInState: (state) => byState.get(state) ?? [],
    largestCities: () => largest,
  };
}

let loading: Promise<ZipIndex> | undefined;

/** The package's US ZIP data, read on first use only (by a child process: zip-records.ts). */
export function loadZipIndex(): Promise<ZipIndex> {
  loading ??= readPackageZipRecords().then(
    (records) => buildZipIndex(records),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
