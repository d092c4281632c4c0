import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldLabel } from './field-parts';
import { describedBy, fieldId } from './field-ids';
import { groupClasses, inputClasses } from './input-classes';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  options: readonly SelectOption[];
  /** The first, empty entry ('Select one'); a blank value means nothing was chosen. */
  placeholder?: string;
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down for a longer list of fixed answers. */
export function SelectField({
  name,
  label,
  hint,
  error,
  optional,
  options,
  placeholder,
  selectClassName,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <div className={['mb-6', groupClasses(Boolean(error)), className].filter(Boolean).join(' ')}>
      <FieldLabel name={name} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint name={name}>{hint}</FieldHint>
      <select
        {...select}
        ref={ref}
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint, error })}
        className={inputClasses({
          invalid: Boolean(error),
          className: ['mt-2 cursor-pointer', selectClassName].filter(Boolean).join(' '),
        })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  );
}
