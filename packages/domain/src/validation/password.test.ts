import { describe, expect, it } from 'vitest';
import {
  isGuessablePassword,
  passwordRuleResults,
  unmetPasswordRuleCount,
  zPassword,
} from './password';

describe('passwordRuleResults', () => {
  it.each([
    ['', [false, false, false, false, false], 5],
    ['abc', [false, false, true, false, false], 4],
    ['ABCDEFGHIJKL', [true, true, false, false, false], 3],
    ['Abcdefghijkl', [true, true, true, false, false], 2],
    ['Abcdefghijk1', [true, true, true, true, false], 1],
    ['Abcdefghij1!', [true, true, true, true, true], 0],
    ['Abcdefghij1-', [true, true, true, true, false], 1],
  ])('%j -> %j (%d unmet)', (password, met, unmet) => {
    expect(passwordRuleResults(password).map((rule) => rule.met)).toEqual(met);
    expect(unmetPasswordRuleCount(password)).toBe(unmet);
  });

  it('lists the rules with their messages in order', () => {
    expect(passwordRuleResults('').map(({ id, message }) => [id, message])).toEqual([
      ['minLength', 'Must be at least 12 characters long'],
      ['uppercase', 'Must contain at least one uppercase letter'],
      ['lowercase', 'Must contain at least one lowercase letter'],
      ['number', 'Must contain at least one number'],
      ['special', 'Must contain at least one special character'],
    ]);
  });

  it.each([...'!@#$%^&*'])('counts %s as a special character', (character) => {
    expect(passwordRuleResults(`Abcdefghij1${character}`).every((rule) => rule.met)).toBe(true);
  });
});

describe('isGuessablePassword', () => {
  it.each([
    ['Password123!', true],
    ['MyQwerty#2024', true],
    ['Welcome2024!!', true],
    ['Zz9#aaaab', true],
    ['Correct#Horse9', false],
    ['Aa1!Aa1!Aa1!', false],
  ])('%j -> %s', (password, guessable) => {
    expect(isGuessablePassword(password)).toBe(guessable);
  });
});

describe('zPassword', () => {
  it.each([
    ['', ['Required']],
    [
      'abc',
      [
        'Must be at least 12 characters long',
        'Must contain at least one uppercase letter',
        'Must contain at least one number',
        'Must contain at least one special character',
      ],
    ],
    ['Password123!', ['Password is not strong enough']],
    ['Correct#Horse9', []],
    [`Aa1!${'x'.repeat(125)}`, ['Cannot be more than 128 characters']],
  ])('%j -> %j', (password, messages) => {
    const result = zPassword.safeParse(password);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(
      messages,
    );
  });

  it('keeps surrounding spaces as part of the password', () => {
    expect(zPassword.parse(' Correct#Horse9 ')).toBe(' Correct#Horse9 ');
  });
});
