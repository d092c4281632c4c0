import { useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { fieldId } from '../../../../components/form/field-ids';
import { TextField, type TextFieldProps } from '../../../../components/form/text-field';
import { useFormattedInput } from '../../../../components/form/use-formatted-input';
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

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="m3 3 18 18" />}
    </svg>
  );
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
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
      addon={
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={fieldId(name)}
          onClick={() => setVisible((shown) => !shown)}
          className={[
            'inline-flex min-h-12 min-w-20 shrink-0 items-center justify-center gap-1.5 rounded-md border-2 px-3 font-semibold',
            visible
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
          ].join(' ')}
        >
          <EyeIcon open={!visible} />
          Show<span className="sr-only"> Social Security number</span>
        </button>
      }
    />
  );
}
