import {
  ADDRESS_TYPEAHEAD_MAX_LENGTH,
  ADDRESS_TYPEAHEAD_MIN_LENGTH,
  addressTypeaheadUrl,
  zAddressSuggestions,
} from '@openheloc/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether typed text is worth a lookup: long enough to be an address, short enough to be one. */
export function isSearchableAddressText(text: string): boolean {
  const length = text.trim().length;
  return length >= ADDRESS_TYPEAHEAD_MIN_LENGTH && length <= ADDRESS_TYPEAHEAD_MAX_LENGTH;
}

/** Suggestions for typed text; the same text is not asked twice while the page lives. */
export function addressSuggestionsQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['address-typeahead', trimmed],
    queryFn: ({ signal }) =>
      api.request(addressTypeaheadUrl(trimmed), { schema: zAddressSuggestions, signal }),
    enabled: isSearchableAddressText(trimmed),
    // The list stays while the next answer comes, instead of flickering away on each key.
    placeholderData: keepPreviousData,
  });
}
