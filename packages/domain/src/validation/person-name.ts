import { z } from 'zod';
import { PERSON_NAME_MIN_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants/field-limits';
import { NAME_SUFFIXES } from '../enums/name-suffix';
import { VALIDATION_MESSAGES as M } from './messages';

/** Letters (any script), hyphens and spaces, as the spec allows for first and last names. */
const GIVEN_OR_FAMILY_NAME = /^[\p{L} -]+$/u;

/**
 * Letters with at most two single separators (space, hyphen, apostrophe; the typographic
 * apostrophe that phones type counts as one) and an optional trailing period, or nothing.
 */
const MIDDLE_NAME = /^(?:\p{L}+(?:[ '’-]\p{L}+){0,2}\.?)?$/u;

function zRequiredName(requiredMessage: string, tooShortMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.regex(GIVEN_OR_FAMILY_NAME, { error: M.unsupportedCharacters, abort: true }),
      z.minLength(PERSON_NAME_MIN_LENGTH, { error: tooShortMessage, abort: true }),
      z.maxLength(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong }),
    );
}

export const zFirstName = zRequiredName(M.firstNameRequired, M.firstNameTooShort);
export const zLastName = zRequiredName(M.lastNameRequired, M.lastNameTooShort);

/** Optional; stored as '' when empty. */
export const zMiddleName = z
  .string()
  .check(
    z.trim(),
    z.maxLength(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong, abort: true }),
    z.regex(MIDDLE_NAME, { error: M.unsupportedCharacters }),
  )
  .default('');

/** Optional; '' (blank) means no suffix. */
export const zSuffix = z.enum(NAME_SUFFIXES, { error: M.suffixInvalid }).default('');

export const zPersonName = z.object({
  firstName: zFirstName,
  middleName: zMiddleName,
  lastName: zLastName,
  suffix: zSuffix,
});
export type PersonName = z.output<typeof zPersonName>;
export type PersonNameInput = z.input<typeof zPersonName>;
