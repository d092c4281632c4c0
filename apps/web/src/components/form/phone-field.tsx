import { DEFAULT_PHONE_COUNTRY, phoneInputMaxLength } from '@openheloc/domain';
import { formatUsPhoneInput, isPhoneSignificant } from './phone-format';
import { TextField, type TextFieldProps } from './text-field';
import { useFormattedInput } from './use-formatted-input';

/**
 * A US phone number formatted as it is typed ((###) ###-####). The limit leaves room for a typed
 * '+1 ' so that the country-code message can be shown instead of a silently cut number.
 */
export function PhoneField({ onChange, onKeyDown, ...props }: TextFieldProps) {
  const handlers = useFormattedInput({
    format: formatUsPhoneInput,
    isSignificant: isPhoneSignificant,
    onChange,
    onKeyDown,
  });
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={phoneInputMaxLength(DEFAULT_PHONE_COUNTRY, { international: true })}
      inputClassName="sm:max-w-xs"
      {...props}
      {...handlers}
    />
  );
}
