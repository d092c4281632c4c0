import { isUsState, US_STATE_NAMES, US_STATES, type UsState } from '@openheloc/domain';
import { matchKey } from './match-key';
import {
  formatStreetWords,
  formatUnit,
  isDirectional,
  isStreetSuffix,
  isUnitDesignator,
} from './street-words';
import { typedSegments } from './typed-text';

/** What the typed text says about the address, each part only when it says it. */
export type AddressHints = {
  /** "123", "12B" */
  houseNumber: string | null;
  /** The street's words, written the standard way ("Main", "St"). */
  street: string[];
  /** "Apt 4B", "#12" */
  unit: string | null;
  /** The city as typed so far (possibly only its start). */
  city: string | null;
  state: UsState | null;
  /** One to five digits: the start of the ZIP code, or all of it. */
  zip: string | null;
};

/** Which city names exist: the parser needs it to tell where a street ends and a city begins. */
export interface CityLookup {
  hasCityNamed(text: string, state: UsState | null): boolean;
  hasCityStartingWith(text: string, state: UsState | null): boolean;
}

const NO_HINTS: AddressHints = {
  houseNumber: null,
  street: [],
  unit: null,
  city: null,
  state: null,
  zip: null,
};
const HOUSE_NUMBER = /^\d+[a-z]?$/i;
const FULL_ZIP = /^(\d{5})(?:-\d{1,4})?$/;
const PARTIAL_ZIP = /^\d{1,4}$/;
const MAX_CITY_WORDS = 4;
const STATE_BY_NAME = new Map(
  US_STATES.map((code) => [matchKey(US_STATE_NAMES[code]), code] as const),
);
const MAX_STATE_NAME_WORDS = 3;

/** There is a street to suggest addresses for: at least one word with a letter in it. */
export function hasStreet(hints: AddressHints): boolean {
  return hints.street.some((word) => /\p{L}/u.test(word));
}

/**
 * Reads '123 Main St', '123 Main St, Aus', '123 main st austin tx', '4413 bayshore blvd apt 2,
 * tampa fl 33611', '78701'… Commas help but are not needed: without them the street ends at its
 * suffix (St, Ave, …) when what follows is the start of a known city.
 */
export function parseTypedAddress(text: string, cities: CityLookup): AddressHints {
  const segments = typedSegments(text);
  const first = segments[0];
  if (!first) return NO_HINTS;
  const lone = first[0] ?? '';
  if (segments.length === 1 && first.length === 1 && FULL_ZIP.test(lone)) {
    return { ...NO_HINTS, zip: lone.slice(0, 5) };
  }

  const houseNumber = HOUSE_NUMBER.test(lone) ? lone.toUpperCase() : null;
  const streetRun = first.slice(houseNumber ? 1 : 0);
  const later = segments.slice(1);
  let tokens = streetRun;
  // A comma or a unit ends the street for sure; the index where it does, when one is there.
  let boundary: number | null = later.length > 0 ? streetRun.length : null;
  let unit: string | null = null;

  const unitAt = streetRun.findIndex((token, i) => i >= 1 && isUnitDesignator(token));
  if (unitAt >= 0) {
    const taken = takeUnit(streetRun, unitAt);
    unit = taken.unit;
    tokens = [...streetRun.slice(0, unitAt), ...streetRun.slice(unitAt + taken.length)];
    boundary = unitAt;
  } else if (later[0] && isUnitDesignator(later[0][0] ?? '')) {
    const taken = takeUnit(later[0], 0);
    unit = taken.unit;
    later[0] = later[0].slice(taken.length);
  }
  tokens = [...tokens, ...later.flat()];

  const place = readPlace(tokens, boundary, cities);
  return {
    houseNumber,
    street: formatStreetWords(place.street),
    unit,
    city: place.city.length > 0 ? place.city.join(' ') : null,
    state: place.state,
    zip: place.zip,
  };
}

function takeUnit(tokens: readonly string[], at: number): { unit: string | null; length: number } {
  const designator = tokens[at] ?? '';
  if (designator.length > 1 && designator.startsWith('#')) {
    return { unit: formatUnit(designator, undefined), length: 1 };
  }
  const value = tokens[at + 1];
  return { unit: formatUnit(designator, value), length: value === undefined ? 1 : 2 };
}

type Place = { street: string[]; city: string[]; state: UsState | null; zip: string | null };

/** Splits street words from a trailing city, state and ZIP. */
function readPlace(tokens: string[], boundary: number | null, cities: CityLookup): Place {
  const withState = readPlaceWith(tokens, boundary, cities, true);
  // "123 Main Ct": CT is Connecticut only when something else says a place was typed.
  const stateToken = tokens[tokens.length - (withState.zip === null ? 1 : 2)] ?? '';
  const ambiguous =
    withState.state !== null &&
    withState.city.length === 0 &&
    boundary === null &&
    isStreetSuffix(stateToken);
  return ambiguous ? readPlaceWith(tokens, boundary, cities, false) : withState;
}

function readPlaceWith(
  all: string[],
  boundary: number | null,
  cities: CityLookup,
  stateAllowed: boolean,
): Place {
  let tokens = all;
  let zip: string | null = null;
  let partialZip = false;
  const last = tokens[tokens.length - 1] ?? '';
  const fullZip = FULL_ZIP.exec(last);
  if (tokens.length > 1 && (fullZip || PARTIAL_ZIP.test(last))) {
    zip = fullZip?.[1] ?? last;
    partialZip = !fullZip;
    tokens = tokens.slice(0, -1);
  }

  const state = stateAllowed ? trailingState(tokens, boundary) : null;
  if (state) tokens = tokens.slice(0, tokens.length - state.words);
  // A few digits start a ZIP only after a state, a comma or a street suffix ("… St 787"); else
  // they are street words ("123 Main 4").
  const afterComma = boundary !== null && tokens.length >= boundary;
  if (partialZip && !state && !afterComma && !isStreetSuffix(tokens[tokens.length - 1] ?? '')) {
    tokens = all.slice(0, tokens.length + 1);
    zip = null;
  }

  const placeGiven = state !== null || zip !== null;
  const found = streetEnd(tokens, boundary, state?.code ?? null, placeGiven, cities);
  // A city has letters; digits left over belong to the street.
  const end = tokens.slice(found).some((token) => /\p{L}/u.test(token)) ? found : tokens.length;
  return {
    street: tokens.slice(0, end),
    city: tokens.slice(end),
    state: state?.code ?? null,
    zip,
  };
}

/** A trailing state code, or name, with a street word (and for a name a city) before it. */
function trailingState(
  tokens: readonly string[],
  boundary: number | null,
): { code: UsState; words: number } | null {
  const last = (tokens[tokens.length - 1] ?? '').toUpperCase();
  if (tokens.length > 1 && last.length === 2 && isUsState(last)) return { code: last, words: 1 };
  for (let words = MAX_STATE_NAME_WORDS; words >= 1; words -= 1) {
    const before = tokens.length - words;
    // "123 Main St, Washington" is the city; "…, Seattle, Washington" and "… St Texas" are states.
    if (boundary !== null ? before <= boundary : before < 2) continue;
    const code = STATE_BY_NAME.get(matchKey(tokens.slice(before).join(' ')));
    if (code) return { code, words };
  }
  return null;
}

/**
 * Where the street ends. Tried in turn: after a suffix (the last first), at the comma or unit, and
 * (when a state or ZIP was typed) before a trailing run of words naming a city. The first whose
 * remainder is nothing or a known city wins, else the first whose remainder starts one (the city
 * is still being typed). Failing all, the remainder is taken as a city the data does not know,
 * which then matches nothing.
 */
function streetEnd(
  tokens: readonly string[],
  boundary: number | null,
  state: UsState | null,
  placeGiven: boolean,
  cities: CityLookup,
): number {
  const limit = Math.min(boundary ?? tokens.length, tokens.length);
  const structural: number[] = [];
  for (let i = limit - 1; i >= 1; i -= 1) {
    if (!isStreetSuffix(tokens[i] ?? '')) continue;
    let end = i + 1;
    while (end < limit && isDirectional(tokens[end] ?? '')) end += 1;
    structural.push(end);
  }
  if (boundary !== null) structural.push(limit);
  const cityRuns: number[] = [];
  if (placeGiven) {
    const lastEnd = Math.min(limit, tokens.length - 1);
    for (let end = Math.max(1, tokens.length - MAX_CITY_WORDS); end <= lastEnd; end += 1) {
      cityRuns.push(end);
    }
  }
  const candidates = [...structural, ...cityRuns];
  const cityAfter = (end: number) => tokens.slice(end).join(' ');
  const accepted =
    candidates.find((end) => end === tokens.length || cities.hasCityNamed(cityAfter(end), state)) ??
    candidates.find((end) => cities.hasCityStartingWith(cityAfter(end), state));
  const fallback = placeGiven && tokens.length > 1 ? tokens.length - 1 : tokens.length;
  return accepted ?? structural[0] ?? fallback;
}
