import { describe, expect, it } from 'vitest';
import {
  formatStreetWords,
  formatUnit,
  isStreetSuffix,
  isUnitDesignator,
  titleCaseWord,
} from './street-words';

describe('street words', () => {
  it.each([
    ['main', 'Main'],
    ['MAIN', 'Main'],
    ["o'brien", "O'Brien"],
    ['mcgregor', 'McGregor'],
    ['5TH', '5th'],
    ['winston-salem', 'Winston-Salem'],
    ['1/2', '1/2'],
  ])('title-cases %s as %s', (word, expected) => {
    expect(titleCaseWord(word)).toBe(expected);
  });

  it.each([
    [
      ['main', 'street'],
      ['Main', 'St'],
    ],
    [
      ['main', 'st'],
      ['Main', 'St'],
    ],
    [
      ['elm', 'avenue'],
      ['Elm', 'Ave'],
    ],
    [
      ['oak', 'av'],
      ['Oak', 'Ave'],
    ],
    [
      ['river', 'road'],
      ['River', 'Rd'],
    ],
    [
      ['park', 'drive'],
      ['Park', 'Dr'],
    ],
    [
      ['cherry', 'lane'],
      ['Cherry', 'Ln'],
    ],
    [
      ['sunset', 'boulevard'],
      ['Sunset', 'Blvd'],
    ],
    [
      ['elm', 'court'],
      ['Elm', 'Ct'],
    ],
    [
      ['abbey', 'way'],
      ['Abbey', 'Way'],
    ],
    [
      ['ocean', 'parkway'],
      ['Ocean', 'Pkwy'],
    ],
    [
      ['court', 'street'],
      ['Court', 'St'],
    ],
    [
      ['main', 'street', 'nw'],
      ['Main', 'St', 'NW'],
    ],
    [
      ['n', 'main', 'st'],
      ['N', 'Main', 'St'],
    ],
    [
      ['5th', 'avenue'],
      ['5th', 'Ave'],
    ],
    [
      ['park', 'avenue', 'south'],
      ['Park', 'Avenue', 'South'],
    ],
    [['street'], ['Street']],
  ])('writes %j as %j', (words, expected) => {
    expect(formatStreetWords(words)).toEqual(expected);
  });

  it.each([
    ['apt', '4b', 'Apt 4B'],
    ['Apartment', '12', 'Apt 12'],
    ['suite', '200', 'Ste 200'],
    ['unit', 'c', 'Unit C'],
    ['#', '5', '#5'],
    ['#5a', undefined, '#5A'],
    ['apt', undefined, null],
  ])('writes unit %s %s as %s', (designator, value, expected) => {
    expect(formatUnit(designator, value)).toBe(expected);
  });

  it('tells suffixes and unit designators from other words', () => {
    expect(['St', 'avenue', 'BLVD'].every(isStreetSuffix)).toBe(true);
    expect(['Main', 'Bayshore', 'Apt'].some(isStreetSuffix)).toBe(false);
    expect(['apt', 'Suite', '#', '#4'].every(isUnitDesignator)).toBe(true);
    expect(['Main', 'St', '4'].some(isUnitDesignator)).toBe(false);
  });
});
