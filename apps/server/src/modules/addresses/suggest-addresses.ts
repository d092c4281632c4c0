import {
  ADDRESS_TYPEAHEAD_MAX_SUGGESTIONS,
  ADDRESS_TYPEAHEAD_MIN_LENGTH,
  type AddressSuggestion,
  type UsState,
} from '@openheloc/domain';
import { cityKey, matchKey } from './match-key';
import { hasStreet, parseTypedAddress, type AddressHints } from './parse-typed-address';
import type { SampleProperty } from './sample-properties';
import { formatStreetWords } from './street-words';
import { typedSegments } from './typed-text';
import type { CityPlaces, ZipIndex } from './zip-index';

type Place = { city: string; state: UsState; zip: string };
type PreparedSample = { sample: SampleProperty; number: string; words: string[]; city: string };

export type AddressSuggester = (text: string) => AddressSuggestion[];

/**
 * Suggestions for what the user has typed: the sample properties it could be the start of
 * first, then the typed house number and street in the cities (with valid ZIP codes) that the
 * typed city, state and ZIP point to, best match first. Pure: the same text gives the same list.
 */
export function createAddressSuggester(
  zips: ZipIndex,
  samples: readonly SampleProperty[],
  limit: number = ADDRESS_TYPEAHEAD_MAX_SUGGESTIONS,
): AddressSuggester {
  const prepared = samples.map(prepareSample);
  return (text) => {
    if (text.trim().length < ADDRESS_TYPEAHEAD_MIN_LENGTH) return [];
    const hints = parseTypedAddress(text, zips);
    if (!hasStreet(hints)) return [];
    const street2 = hints.unit ?? '';
    const fromSamples = prepared
      .filter((sample) => sampleMatches(sample, hints))
      .map(({ sample }) => suggestion(sample.street1, street2, sample));
    const street1 = [hints.houseNumber, ...hints.street].join(' ');
    const generated =
      hints.houseNumber === null
        ? []
        : rankedPlaces(hints, zips, limit).map((place) => suggestion(street1, street2, place));
    const unique = new Map<string, AddressSuggestion>();
    for (const item of [...fromSamples, ...generated]) {
      if (!unique.has(item.fullAddress)) unique.set(item.fullAddress, item);
    }
    return [...unique.values()].slice(0, limit);
  };
}

function suggestion(street1: string, street2: string, place: Place): AddressSuggestion {
  const street = street2 ? `${street1} ${street2}` : street1;
  return {
    fullAddress: `${street}, ${place.city}, ${place.state} ${place.zip}`,
    street1,
    street2,
    city: place.city,
    state: place.state,
    zip: place.zip,
  };
}

function prepareSample(sample: SampleProperty): PreparedSample {
  const [number = '', ...street] = typedSegments(sample.street1)[0] ?? [];
  return {
    sample,
    number,
    words: formatStreetWords(street).map(matchKey),
    city: cityKey(sample.city),
  };
}

/** The typed text could be the start of this sample: every part typed is a prefix of its own. */
function sampleMatches(prepared: PreparedSample, hints: AddressHints): boolean {
  const { sample, number, words, city } = prepared;
  const typed = hints.street.map(matchKey);
  return (
    (hints.houseNumber === null || number.startsWith(hints.houseNumber)) &&
    typed.length <= words.length &&
    typed.every((word, i) => (words[i] ?? '').startsWith(word)) &&
    (hints.city === null || city.startsWith(cityKey(hints.city))) &&
    (hints.state === null || hints.state === sample.state) &&
    (hints.zip === null || sample.zip.startsWith(hints.zip))
  );
}

type CityCandidate = { city: CityPlaces; zips: readonly string[] };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The typed city exactly before cities it only starts, then larger cities, then by name. */
function byMatch(typedCity: string | null) {
  return (a: CityCandidate, b: CityCandidate) =>
    Number(b.city.key === typedCity) - Number(a.city.key === typedCity) ||
    b.city.zips.length - a.city.zips.length ||
    compareText(a.city.key, b.city.key) ||
    compareText(a.city.state, b.city.state);
}

/** The first k in order, without sorting thousands of cities on every keystroke. */
function topK<T>(items: readonly T[], k: number, order: (a: T, b: T) => number): T[] {
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && order(item, top[k - 1] as T) >= 0) continue;
    const at = top.findIndex((kept) => order(item, kept) < 0);
    top.splice(at === -1 ? top.length : at, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}

/**
 * Places the hints allow, from the best-ranked cities (see byMatch). The first ZIP of each city
 * comes before a second ZIP of any, so a short city prefix offers several cities and an exact
 * city several of its ZIP codes.
 */
function rankedPlaces(hints: AddressHints, zips: ZipIndex, limit: number): Place[] {
  const typedCity = hints.city === null ? null : cityKey(hints.city);
  const top = topK(cityCandidates(hints, zips, limit), limit, byMatch(typedCity));
  const places: Place[] = [];
  for (let round = 0; places.length < limit; round += 1) {
    const before = places.length;
    for (const { city, zips: cityZips } of top) {
      const zip = cityZips[round];
      if (zip === undefined || places.length === limit) continue;
      places.push({ city: city.city, state: city.state, zip });
    }
    if (places.length === before) break;
  }
  return places;
}

function cityCandidates(hints: AddressHints, zips: ZipIndex, limit: number): CityCandidate[] {
  if (hints.zip !== null) {
    const typedCity = hints.city === null ? null : cityKey(hints.city);
    const byCity = new Map<CityPlaces, string[]>();
    for (const place of zips.placesWithZipPrefix(hints.zip)) {
      const city = zips.cityOf(place.zip);
      if (!city || (hints.state !== null && city.state !== hints.state)) continue;
      if (typedCity !== null && !city.key.startsWith(typedCity)) continue;
      const list = byCity.get(city) ?? [];
      list.push(place.zip);
      byCity.set(city, list);
    }
    return [...byCity].map(([city, cityZips]) => ({ city, zips: cityZips }));
  }
  // Without a city these lists are already largest first: only their heads can be chosen.
  const cities =
    hints.city !== null
      ? zips.citiesStartingWith(hints.city, hints.state)
      : (hints.state !== null ? zips.citiesInState(hints.state) : zips.largestCities()).slice(
          0,
          limit,
        );
  return cities.map((city) => ({ city, zips: city.zips }));
}
