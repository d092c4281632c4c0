import { TextField } from '../text-field';
import type { AddressPart, AddressValue } from './address-value';

interface AddressDetailsProps {
  name: string;
  value: AddressValue;
  errorOf: (part: AddressPart) => string | undefined;
  onChange: (part: AddressPart, text: string) => void;
  onBlur: () => void;
}

/** The parts revealed once an address is chosen or declared not listed, all editable. */
export function AddressDetails({ name, value, errorOf, onChange, onBlur }: AddressDetailsProps) {
  const field = (part: AddressPart) => ({
    name: `${name}.${part}`,
    value: value[part],
    error: errorOf(part),
    onBlur,
    onChange: (event: { target: { value: string } }) => onChange(part, event.target.value),
  });
  return (
    <div>
      <TextField
        label="Apartment or suite"
        optional
        autoComplete="address-line2"
        {...field('street2')}
      />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <div className="flex flex-wrap gap-x-6">
        <TextField
          label="State"
          hint="For example, CA"
          autoComplete="address-level1"
          maxLength={2}
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="w-24 uppercase"
          {...field('state')}
          onChange={(event) => onChange('state', event.target.value.toUpperCase())}
        />
        <TextField
          label="ZIP code"
          hint="5 digits"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          spellCheck={false}
          inputClassName="w-32"
          {...field('zip')}
        />
      </div>
    </div>
  );
}
