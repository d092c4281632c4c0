import { describe, expect, it } from 'vitest';
import {
  signatureNameKey,
  typedNameMatches,
  typedNameMismatchMessage,
  type LegalName,
} from './typed-name';

const PAT: LegalName = { firstName: 'Pat', middleName: '', lastName: 'Otherzz', suffix: '' };
const JOSE: LegalName = {
  firstName: 'José',
  middleName: 'María',
  lastName: 'Núñez-Ørsted',
  suffix: 'JR',
};
const ANN: LegalName = { firstName: 'Ann-Marie', lastName: "O'Neil" };

describe('a typed signature', () => {
  it.each([
    ['the name as recorded', PAT, 'Pat Otherzz'],
    ['another case', PAT, 'PAT otherzz'],
    ['extra and missing spaces', PAT, '  Pat    Otherzz '],
    ['no space at all', PAT, 'PatOtherzz'],
    ['without the accents', JOSE, 'Jose Maria Nunez-Orsted Jr'],
    ['with the accents, no middle name nor suffix', JOSE, 'José Núñez-Ørsted'],
    ['the middle initial', JOSE, 'Jose M. Nunez Orsted'],
    ['composed and decomposed accents alike', JOSE, 'Jose\u0301 Nu\u0301n\u0303ez-Ørsted'],
    ['without the hyphen and apostrophe', ANN, 'Ann Marie ONeil'],
  ])('matches with %s', (_case, name, typed) => {
    expect(typedNameMatches(typed, name)).toBe(true);
  });

  it.each([
    ['somebody else', PAT, 'Mickey Mouse'],
    ['the first name only', PAT, 'Pat'],
    ['the last name only', PAT, 'Otherzz'],
    ['the names swapped', PAT, 'Otherzz Pat'],
    ['a wrong middle name', JOSE, 'José Pedro Núñez-Ørsted'],
    ['a letter more', PAT, 'Patt Otherzz'],
    ['punctuation only', PAT, '.. --'],
    ['nothing', PAT, ''],
  ])('refuses %s', (_case, name, typed) => {
    expect(typedNameMatches(typed, name)).toBe(false);
  });

  it.each([
    ['Ørsted', 'orsted'],
    ['Straße', 'strasse'],
    ['  Ann-Marie  ', 'annmarie'],
    ['Zoë', 'zoe'],
  ])('reduces %s to %s', (name, key) => {
    expect(signatureNameKey(name)).toBe(key);
  });

  it('names the legal name in its refusal', () => {
    expect(typedNameMismatchMessage(JOSE)).toBe(
      'Please type your full name as it appears on your application: José María Núñez-Ørsted JR',
    );
  });
});
