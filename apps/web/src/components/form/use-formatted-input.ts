import type { ChangeEvent, KeyboardEvent } from 'react';
import { caretBeforeSeparators, reformatWithCaret } from './caret-format';

interface FormattedInputOptions {
  format: (raw: string) => string;
  isSignificant: (character: string) => boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Handlers that format an input's value as it is typed or pasted, before react-hook-form (or
 * any other onChange) reads it, and let Backspace step over separators.
 */
export function useFormattedInput({
  format,
  isSignificant,
  onChange,
  onKeyDown,
}: FormattedInputOptions) {
  return {
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const input = event.target;
      const { value, caret } = reformatWithCaret(
        input.value,
        input.selectionStart ?? input.value.length,
        format,
        isSignificant,
      );
      if (value !== input.value) {
        input.value = value;
        if (document.activeElement === input) input.setSelectionRange(caret, caret);
      }
      return onChange?.(event);
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      const input = event.currentTarget;
      const { selectionStart, selectionEnd } = input;
      if (event.key === 'Backspace' && selectionStart !== null && selectionStart === selectionEnd) {
        const position = caretBeforeSeparators(input.value, selectionStart, isSignificant);
        if (position !== selectionStart) input.setSelectionRange(position, position);
      }
      onKeyDown?.(event);
    },
  };
}
