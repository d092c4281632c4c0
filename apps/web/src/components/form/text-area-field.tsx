import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldLabel } from './field-parts';
import { describedBy, fieldId } from './field-ids';
import { groupClasses, inputClasses } from './input-classes';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name'
> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input; works with react-hook-form's register() spread onto it. */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  optional,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className={`mb-6 ${groupClasses(Boolean(error))}`}>
      <FieldLabel name={name} optional={optional}>
        {label}
      </FieldLabel>
      <FieldHint name={name}>{hint}</FieldHint>
      <textarea
        {...textarea}
        ref={ref}
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint, error })}
        className={`mt-2 ${inputClasses({ invalid: Boolean(error) })}`}
      />
      <FieldError name={name} message={error} />
    </div>
  );
}
