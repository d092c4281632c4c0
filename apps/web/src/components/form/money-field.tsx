import { formatMoneyInput, isMoneySignificant } from './money-format';
import { TextField, type TextFieldProps } from './text-field';
import { useFormattedInput } from './use-formatted-input';

/**
 * A dollar amount: shows '$' and thousands separators as it is typed, and tidies pasted text
 * ('85000.00', '$85,000') the same way. The value stays text; the domain schema reads it.
 */
export function MoneyField({ onChange, onKeyDown, ...props }: TextFieldProps) {
  const handlers = useFormattedInput({
    format: formatMoneyInput,
    isSignificant: isMoneySignificant,
    onChange,
    onKeyDown,
  });
  return (
    <TextField inputMode="decimal" autoComplete="off" spellCheck={false} {...props} {...handlers} />
  );
}
