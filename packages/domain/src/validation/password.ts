import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  TEXT_FIELD_MAX_LENGTH,
} from '../constants/field-limits';
import { VALIDATION_MESSAGES as M } from './messages';

export type PasswordRuleId = 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  message: string;
  test: (password: string) => boolean;
}

const escapeForClass = (characters: string) => characters.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`);

/** The rules in the order the meter lists them and the form reports them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    message: M.passwordTooShort,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', message: M.passwordUppercase, test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', message: M.passwordLowercase, test: (p) => /[a-z]/.test(p) },
  { id: 'number', message: M.passwordNumber, test: (p) => /\d/.test(p) },
  { id: 'special', message: M.passwordSpecial, test: (p) => SPECIAL.test(p) },
];

export interface PasswordRuleResult {
  id: PasswordRuleId;
  message: string;
  met: boolean;
}

/** Met and unmet rules, for the strength meter's list and bars. */
export function passwordRuleResults(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map(({ id, message, test }) => ({ id, message, met: test(password) }));
}

/** The meter colours its four bars by this count. */
export function unmetPasswordRuleCount(password: string): number {
  return passwordRuleResults(password).filter((result) => !result.met).length;
}

/** Stems that top every leaked-password list; meeting the character rules does not save them. */
const COMMON_PASSWORD_STEMS = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'iloveyou',
  '123456',
  'abc123',
];

/**
 * The extra check behind 'Password is not strong enough': a password that passes every rule but
 * contains a common stem ('Password123!') or one character four times in a row ('Aaaa1111!!!!').
 */
export function isGuessablePassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORD_STEMS.some((stem) => lower.includes(stem)) || /(.)\1{3}/.test(password);
}

/** Kept verbatim (no trimming): every character the user typed is part of the secret. */
export const zPassword = z.string({ error: M.required }).check(
  z.minLength(1, { error: M.required, abort: true }),
  z.maxLength(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong, abort: true }),
  ...PASSWORD_RULES.map((rule) => z.refine<string>(rule.test, { error: rule.message })),
  z.refine(
    (password: string) =>
      PASSWORD_RULES.some((rule) => !rule.test(password)) || !isGuessablePassword(password),
    { error: M.passwordNotStrong },
  ),
);

export const zConfirmPassword = z
  .string({ error: M.required })
  .check(z.minLength(1, { error: M.required }));
