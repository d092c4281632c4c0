import type { ReactNode } from 'react';
import {
  choiceInputClasses,
  choiceLabelClasses,
  choiceRowClasses,
} from '@/components/form/choice-classes';
import { fieldId } from '@/components/form/field-ids';
import { Fieldset } from '@/components/form/fieldset';
import { DECLINED } from './hmda-form';

export interface HmdaOption {
  value: string;
  label: string;
  /** Shown under the option while it is ticked: its origins, or a box to write one in. */
  reveal?: ReactNode;
}

interface HmdaCheckboxesProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  options: readonly HmdaOption[];
  value: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}

/** The first box takes the question's own id, so that the error summary's link lands on it. */
function checkboxId(name: string, index: number): string {
  return index === 0 ? fieldId(name) : `${fieldId(name)}-${index}`;
}

/**
 * One HMDA question as checkboxes: any number of answers, each revealing its follow-up while
 * ticked. 'I do not wish to provide this information' comes last, after 'or', and stands alone
 * (the caller's onToggle clears the others).
 */
export function HmdaCheckboxes({
  name,
  legend,
  hint,
  error,
  optional,
  options,
  value,
  onToggle,
}: HmdaCheckboxesProps) {
  return (
    <Fieldset
      name={name}
      legend={legend}
      hint={hint}
      error={error}
      {...(optional ? { optional } : {})}
    >
      <div className="flex flex-col gap-1">
        {options.map((option, index) => {
          const id = checkboxId(name, index);
          const checked = value.includes(option.value);
          const revealId = `${id}-reveal`;
          const shown = option.reveal !== undefined && checked;
          return (
            <div key={option.value}>
              {option.value === DECLINED ? (
                <p className="my-1 font-medium text-muted" aria-hidden="true">
                  or
                </p>
              ) : null}
              <div className={choiceRowClasses}>
                <input
                  id={id}
                  name={name}
                  type="checkbox"
                  value={option.value}
                  checked={checked}
                  onChange={(event) => onToggle(option.value, event.target.checked)}
                  aria-controls={shown ? revealId : undefined}
                  className={choiceInputClasses}
                />
                <label htmlFor={id} className={choiceLabelClasses}>
                  {option.label}
                </label>
              </div>
              {shown ? (
                <div id={revealId} className="mt-1 mb-3 ml-3 border-l-4 border-line pl-6">
                  {option.reveal}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
