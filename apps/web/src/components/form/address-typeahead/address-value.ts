import type { AddressSuggestion } from '@openheloc/domain';

/** What the typeahead holds once an address is chosen; until then the value is undefined. */
export interface AddressValue {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  /** Kept only while the address is exactly the chosen suggestion. */
  fullAddress?: string;
}

const PARTS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

/** The field's value when it is an address, else undefined (nothing chosen yet). */
export function asAddressValue(value: unknown): AddressValue | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!PARTS.every((part) => typeof record[part] === 'string')) return undefined;
  const [street1, street2, city, state, zip] = PARTS.map((part) => String(record[part]));
  const { fullAddress } = record;
  return {
    street1: street1 ?? '',
    street2: street2 ?? '',
    city: city ?? '',
    state: state ?? '',
    zip: zip ?? '',
    ...(typeof fullAddress === 'string' ? { fullAddress } : {}),
  };
}

export type AddressPart = 'street2' | 'city' | 'state' | 'zip';

export function addressFromSuggestion(suggestion: AddressSuggestion): AddressValue {
  const { fullAddress, street1, street2, city, state, zip } = suggestion;
  return { fullAddress, street1, street2, city, state, zip };
}

/**
 * 'Address not listed': what was typed becomes the street line and the rest is asked for from
 * empty, so nothing of an earlier pick is mixed into an address the borrower types themselves.
 */
export function unlistedAddress(typed: string): AddressValue {
  return { street1: typed, street2: '', city: '', state: '', zip: '' };
}

/** An edit to one part: the address is no longer the suggestion's exact line. */
export function withAddressPart(
  value: AddressValue,
  part: AddressPart | 'street1',
  text: string,
): AddressValue {
  const { fullAddress: _suggestionLine, ...parts } = value;
  return { ...parts, [part]: text };
}

/** The street input's name: errors about the address as a whole link to it. */
export function streetFieldName(name: string): string {
  return `${name}.street1`;
}

/** For useStepForm: a message about the whole address focuses the street input. */
export function addressFocusTargets(name: string): Record<string, string> {
  return { [name]: streetFieldName(name) };
}
