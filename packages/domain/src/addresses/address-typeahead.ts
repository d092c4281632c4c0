import { z } from 'zod';
import { STREET1_MIN_LENGTH, TEXT_FIELD_MAX_LENGTH, ZIP_LENGTH } from '../constants/field-limits';
import { zUsState } from '../enums/us-state';

/** GET {path}/{typed text, URL-encoded}: the address typeahead of registration. */
export const ADDRESS_TYPEAHEAD_PATH = '/service-address/api/v1/typeahead';

/** Typed text shorter than a street address can be is answered with no suggestions. */
export const ADDRESS_TYPEAHEAD_MIN_LENGTH = STREET1_MIN_LENGTH;
/** A whole one-line address is well under this; anything longer is not someone typing one. */
export const ADDRESS_TYPEAHEAD_MAX_LENGTH = 120;
export const ADDRESS_TYPEAHEAD_MAX_SUGGESTIONS = 5;
export const ADDRESS_TYPEAHEAD_TOO_LONG = `Address search text must be at most ${ADDRESS_TYPEAHEAD_MAX_LENGTH} characters`;

/** The typed text, as the path segment carries it once decoded. */
export const zAddressTypeaheadText = z
  .string()
  .check(z.maxLength(ADDRESS_TYPEAHEAD_MAX_LENGTH, { error: ADDRESS_TYPEAHEAD_TOO_LONG }));

/** One suggestion: the address parts the form fills in, and the line the list shows. */
export const zAddressSuggestion = z.object({
  /** 'street1[ street2], City, ST 12345' */
  fullAddress: z.string().check(z.minLength(1)),
  street1: z.string().check(z.minLength(STREET1_MIN_LENGTH), z.maxLength(TEXT_FIELD_MAX_LENGTH)),
  /** '' unless the typed text named an apartment or suite. */
  street2: z.string().check(z.maxLength(TEXT_FIELD_MAX_LENGTH)),
  city: z.string().check(z.minLength(1)),
  state: zUsState,
  zip: z.string().check(z.regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`))),
});
export type AddressSuggestion = z.infer<typeof zAddressSuggestion>;

/** The typeahead answers a plain list, best match first; no match is an empty list. */
export const zAddressSuggestions = z
  .array(zAddressSuggestion)
  .check(z.maxLength(ADDRESS_TYPEAHEAD_MAX_SUGGESTIONS));

/** The URL the browser calls for what the user has typed so far. */
export function addressTypeaheadUrl(text: string): string {
  return `${ADDRESS_TYPEAHEAD_PATH}/${encodeURIComponent(text)}`;
}
