import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, FieldLabel } from './field-parts';
import { describedBy, fieldId } from './field-ids';
import { groupClasses, inputClasses } from './input-classes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  /** The label is the page's h1 (a page asking one thing). */
  labelAsHeading?: boolean;
  /** Width of the input, for answers of a known length (a ZIP code, a state). */
  inputClassName?: string;
  /** Ids of further descriptions (a strength meter, say). */
  describedByExtra?: readonly string[];
  /** Beside the input, inside its row (a show/hide button). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; works with react-hook-form's register() spread onto it. */
export function TextField({
  name,
  label,
  hint,
  error,
  optional,
  labelAsHeading,
  inputClassName,
  describedByExtra,
  addon,
  className,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  const field = (
    <input
      {...input}
      ref={ref}
      id={fieldId(name)}
      name={name}
      type={type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(name, { hint, error, extra: describedByExtra })}
      className={inputClasses({ invalid: Boolean(error), className: inputClassName })}
    />
  );
  return (
    <div className={['mb-6', groupClasses(Boolean(error)), className].filter(Boolean).join(' ')}>
      <FieldLabel name={name} optional={optional} asHeading={labelAsHeading}>
        {label}
      </FieldLabel>
      <FieldHint name={name}>{hint}</FieldHint>
      <div className="mt-2">
        {addon ? (
          <div className="flex items-stretch gap-2">
            {field}
            {addon}
          </div>
        ) : (
          field
        )}
      </div>
      <FieldError name={name} message={error} />
    </div>
  );
}
