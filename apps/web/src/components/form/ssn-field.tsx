import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import { Controller, type Control } from 'react-hook-form';
import { ShowToggle } from '@/components/form/show-toggle';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { useFormattedInput } from '@/components/form/use-formatted-input';
import { SSN_FORMATTED_LENGTH, formatSsnInput, isSsnSignificant, maskSsn } from './ssn-format';

interface SsnFieldProps extends Omit<
  TextFieldProps,
  'type' | 'addon' | 'value' | 'onChange' | 'onBlur' | 'ref'
> {
  /** The formatted number (###-##-####) the form holds. */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A Social Security number, formatted ###-##-#### as it is typed. Once the field is left only
 * the last four digits show, unless the borrower presses Show; the form always holds the real
 * value. Nothing is offered for autofill and no browser keeps it.
 */
export function SsnField({
  name,
  value,
  onValueChange,
  onBlur,
  onFocus,
  onKeyDown,
  ...props
}: SsnFieldProps) {
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  const handlers = useFormattedInput({
    format: formatSsnInput,
    isSignificant: isSsnSignificant,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
    onKeyDown,
  });
  const masked = !focused && !visible;
  // Focus swaps the mask for the digits, and setting the value collapses the selection that
  // Tab made: select them again once they are in, so whatever is typed next replaces them.
  const revealing = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (focused) revealing.current?.select();
    revealing.current = null;
  }, [focused]);
  return (
    <TextField
      {...props}
      {...handlers}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={SSN_FORMATTED_LENGTH}
      inputClassName="sm:max-w-56 tracking-wider"
      value={masked ? maskSsn(value) : value}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        if (masked) revealing.current = event.currentTarget;
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
      addon={
        <ShowToggle
          fieldName={name}
          label="Social Security number"
          shown={visible}
          onShownChange={setVisible}
        />
      }
    />
  );
}

/** The SSN field bound to a form's `ssn` value (react-hook-form), labelled as the product says. */
export function SsnFormField<TValues extends { ssn: string }, TOutput>({
  control,
  hint,
  error,
}: {
  control: Control<TValues, unknown, TOutput>;
  hint: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control as unknown as Control<{ ssn: string }>}
      name="ssn"
      render={({ field }) => (
        <SsnField
          name={field.name}
          label="Social Security number"
          hint={hint}
          error={error}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}
