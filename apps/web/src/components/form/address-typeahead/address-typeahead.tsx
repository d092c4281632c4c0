import type { AddressSuggestion } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FieldError, FieldHint } from '../field-parts';
import { describedBy, fieldId } from '../field-ids';
import { groupClasses, inputClasses } from '../input-classes';
import { AddressDetails } from './address-details';
import {
  addressSuggestionsQueryOptions,
  isSearchableAddressText,
} from './address-suggestions-query';
import {
  addressFromSuggestion,
  asAddressValue,
  streetFieldName,
  unlistedAddress,
  withAddressPart,
  type AddressPart,
} from './address-value';
import { comboboxKey, type ComboboxState } from './combobox-keys';
import { SuggestionList, type SuggestionOption } from './suggestion-list';
import { useDebouncedValue } from './use-debounced-value';
import { useHydrated } from '@/lib/use-hydrated';

export const NOT_LISTED_LABEL = 'Address not listed';
const DEBOUNCE_MS = 250;

interface AddressTypeaheadProps<TValues extends FieldValues, TOutput> {
  control: Control<TValues, unknown, TOutput>;
  /** Holds an AddressValue once an address is chosen, undefined until then. */
  name: FieldPath<TValues>;
  label: ReactNode;
  hint?: ReactNode;
}

function messageAt(errors: unknown, path: string): string | undefined {
  const error: unknown = get(errors, path);
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined;
}

function statusText(open: boolean, suggestions: readonly AddressSuggestion[], failed: boolean) {
  if (!open) return '';
  if (failed)
    return `Addresses could not be looked up. Choose ${NOT_LISTED_LABEL} to enter it yourself.`;
  if (suggestions.length === 0)
    return `No addresses found. Choose ${NOT_LISTED_LABEL} to enter it yourself.`;
  const count = suggestions.length === 1 ? '1 address' : `${suggestions.length} addresses`;
  return `${count} found. Use the up and down arrow keys to choose one.`;
}

/**
 * Address lookup as a WAI-ARIA combobox: suggestions for what is typed, plus 'Address not
 * listed'. Choosing either reveals the apartment, city, state and ZIP fields; from then on the
 * input is the street line, still offering suggestions if the user types on.
 */
export function AddressTypeahead<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  hint,
}: AddressTypeaheadProps<TValues, TOutput>) {
  const {
    field: { value: fieldValue, onChange, onBlur, ref },
  } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const value = asAddressValue(fieldValue);
  const hydrated = useHydrated();
  const [text, setText] = useState(() => value?.street1 ?? '');
  const [combobox, setCombobox] = useState<ComboboxState>({ open: false, active: -1 });
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const query = useQuery(addressSuggestionsQueryOptions(debounced));
  const suggestions = query.data ?? [];
  const listId = useId();

  const streetName = streetFieldName(name);
  const inputId = fieldId(streetName);
  const error = messageAt(errors, name) ?? messageAt(errors, streetName);
  // Placeholder data (the previous answer) counts: the list stays while the next one comes.
  const settled = query.data !== undefined || query.isError;
  const canList = isSearchableAddressText(text) && settled;
  const options: SuggestionOption[] = canList
    ? [
        ...suggestions.map((suggestion) => ({
          key: suggestion.fullAddress,
          label: suggestion.fullAddress,
        })),
        { key: 'not-listed', label: NOT_LISTED_LABEL, notListed: true },
      ]
    : [];
  const open = combobox.open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(index: number) {
    const suggestion = suggestions[index];
    if (suggestion) {
      setText(suggestion.street1);
      onChange(addressFromSuggestion(suggestion));
    } else {
      onChange(unlistedAddress(text.trim()));
    }
    setCombobox({ open: false, active: -1 });
  }

  function onType(typed: string) {
    setText(typed);
    setCombobox({ open: true, active: -1 });
    if (value) onChange(withAddressPart(value, 'street1', typed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const result = comboboxKey(event.key, { open, active: combobox.active }, options.length);
    if (result.handled) event.preventDefault();
    setCombobox(result.state);
    if (result.choose !== undefined) choose(result.choose);
  }

  return (
    <div className={['mb-6', groupClasses(Boolean(error))].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="block font-semibold">
        {label}
      </label>
      <FieldHint name={streetName}>{hint}</FieldHint>
      <div className="relative mt-2">
        <input
          ref={ref}
          id={inputId}
          name={streetName}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={
            open && combobox.active >= 0 ? optionId(combobox.active) : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(streetName, { hint, error })}
          value={text}
          // Suggestions need the app's code: typing before it has taken over would be lost.
          readOnly={!hydrated}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setCombobox({ open: false, active: -1 });
            onBlur();
          }}
          className={inputClasses({ invalid: Boolean(error) })}
        />
        <SuggestionList
          id={listId}
          label={label}
          open={open}
          options={options}
          active={combobox.active}
          optionId={optionId}
          onChoose={choose}
        />
        <div role="status" className="sr-only">
          {statusText(open, suggestions, query.isError)}
        </div>
      </div>
      <FieldError name={streetName} message={error} />
      {value ? (
        <div className="mt-6">
          <AddressDetails
            name={name}
            value={value}
            errorOf={(part: AddressPart) => messageAt(errors, `${name}.${part}`)}
            onChange={(part, typed) => onChange(withAddressPart(value, part, typed))}
            onBlur={() => onBlur()}
          />
        </div>
      ) : null}
    </div>
  );
}
