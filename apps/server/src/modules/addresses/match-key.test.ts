import { describe, expect, it } from 'vitest';
import { cityKey, matchKey } from './match-key';

describe('match keys', () => {
  it.each([
    ['  Austin ', 'austin'],
    ['SAN  Antonio', 'san antonio'],
    ['Coeur d’Alene', 'coeur d alene'],
    ['Española', 'espanola'],
  ])('matchKey(%j) is %j', (text, expected) => {
    expect(matchKey(text)).toBe(expected);
  });

  it.each([
    ['St Louis', 'saint louis'],
    ['st. louis', 'saint louis'],
    ['Ft Worth', 'fort worth'],
    ['Mt Vernon', 'mount vernon'],
    ['Ste Genevieve', 'sainte genevieve'],
    ['Mc Lean', 'mclean'],
    ['McLean', 'mclean'],
    // Still being typed: "St" may become "Sterling".
    ['St', 'st'],
    ['Saint Louis', 'saint louis'],
  ])('cityKey(%j) is %j', (text, expected) => {
    expect(cityKey(text)).toBe(expected);
  });
});
