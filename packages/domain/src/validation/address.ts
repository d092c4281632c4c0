import { z } from 'zod';
import {
  STATE_CODE_LENGTH,
  STREET1_MIN_LENGTH,
  STREET1_MIN_WORDS,
  TEXT_FIELD_MAX_LENGTH,
  ZIP_LENGTH,
} from '../constants/field-limits';
import { US_STATES } from '../enums/us-state';
import { VALIDATION_MESSAGES as M } from './messages';

const words = (value: string) => value.split(/\s+/).filter((word) => word !== '').length;

/** A number and a street name at least: shorter than 3 characters or a single word is invalid. */
export const zStreet1 = z.string({ error: M.street1 }).check(
  z.trim(),
  z.minLength(1, { error: M.street1, abort: true }),
  z.maxLength(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong, abort: true }),
  z.refine((value) => value.length >= STREET1_MIN_LENGTH && words(value) >= STREET1_MIN_WORDS, {
    error: M.street1,
  }),
);

/** Optional; stored as '' when empty. */
export const zStreet2 = z
  .string()
  .check(z.trim(), z.maxLength(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong }))
  .default('');

/** Letters and spaces only, as the spec states (any script's letters, so accented names pass). */
export const zCity = z
  .string({ error: M.city })
  .check(
    z.trim(),
    z.maxLength(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong, abort: true }),
    z.regex(/^[\p{L} ]+$/u, { error: M.city }),
  );

/** Two letters, upper-cased, naming one of the 50 states or DC. */
export const zStateCode = z.pipe(
  z
    .string({ error: M.stateLength })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.length(STATE_CODE_LENGTH, { error: M.stateLength, abort: true }),
    ),
  z.enum(US_STATES, { error: M.stateInvalid }),
);

export const zZip = z
  .string({ error: M.zip })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), { error: M.zip }));

/**
 * An address chosen in the typeahead (a suggestion or 'Address not listed'). Until a choice is
 * made the value is absent, which reads 'Please enter a valid property address'.
 */
export const zAddress = z.object(
  {
    street1: zStreet1,
    street2: zStreet2,
    city: zCity,
    state: zStateCode,
    zip: zZip,
    fullAddress: z.optional(z.string().check(z.trim(), z.maxLength(512))),
  },
  { error: M.typeahead },
);
export type Address = z.output<typeof zAddress>;
export type AddressInput = z.input<typeof zAddress>;
