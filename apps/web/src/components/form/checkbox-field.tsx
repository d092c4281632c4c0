import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { choiceInputClasses, choiceLabelClasses, choiceRowClasses } from './choice-classes';
import { FieldError } from './field-parts';
import { describedBy, fieldId, hintId } from './field-ids';
import { groupClasses } from './input-classes';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One checkbox (a consent, say) as a large row; its own message appears under it. */
export function CheckboxField({
  name,
  label,
  hint,
  error,
  ref,
  className,
  ...input
}: CheckboxFieldProps) {
  return (
    <div className={['mb-4', groupClasses(Boolean(error)), className].filter(Boolean).join(' ')}>
      <div className={choiceRowClasses}>
        <input
          {...input}
          ref={ref}
          id={fieldId(name)}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, { hint, error })}
          className={choiceInputClasses}
        />
        <div>
          <label htmlFor={fieldId(name)} className={choiceLabelClasses}>
            {label}
          </label>
          {hint ? (
            <div id={hintId(name)} className="mt-1 text-sm text-muted">
              {hint}
            </div>
          ) : null}
        </div>
      </div>
      <FieldError name={name} message={error} />
    </div>
  );
}
