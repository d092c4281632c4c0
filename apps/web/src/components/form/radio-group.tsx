import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { choiceInputClasses, choiceLabelClasses, choiceRowClasses } from './choice-classes';
import { fieldId } from './field-ids';
import { Fieldset } from './fieldset';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

interface RadioGroupProps extends Omit<UseFormRegisterReturn, 'ref'> {
  legend: ReactNode;
  legendAsHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  options: readonly RadioOption[];
  /** Side by side from the small breakpoint up: for two short answers such as Yes and No. */
  inline?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The id of one radio; the first one takes the field's own id, so error links land on it. */
export function radioId(name: string, index: number): string {
  return index === 0 ? fieldId(name) : `${fieldId(name)}-${index}`;
}

/** One answer out of a few, as large radio rows in a fieldset whose legend asks the question. */
export function RadioGroup({
  legend,
  legendAsHeading,
  hint,
  error,
  options,
  inline,
  ref,
  ...register
}: RadioGroupProps) {
  const { name } = register;
  return (
    <Fieldset
      name={name}
      legend={legend}
      legendAsHeading={legendAsHeading}
      hint={hint}
      error={error}
    >
      <div className={inline ? 'flex flex-col gap-x-8 sm:flex-row' : 'flex flex-col gap-1'}>
        {options.map((option, index) => {
          const id = radioId(name, index);
          const optionHintId = option.hint ? `${id}-hint` : undefined;
          return (
            <div key={option.value} className={choiceRowClasses}>
              <input
                {...register}
                ref={ref}
                id={id}
                type="radio"
                value={option.value}
                aria-describedby={optionHintId}
                className={choiceInputClasses}
              />
              <div>
                <label htmlFor={id} className={choiceLabelClasses}>
                  {option.label}
                </label>
                {option.hint ? (
                  <div id={optionHintId} className="text-muted">
                    {option.hint}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
