import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { fieldId } from './field-ids';
import { Fieldset } from './fieldset';
import { inputClasses } from './input-classes';

export type DatePart = 'day' | 'month' | 'year';

/**
 * Month, day, year: the US order (the US Web Design System's memorable date, and ui.md); each box
 * is labelled, so the order is never a guess.
 */
const PARTS: ReadonlyArray<{
  part: DatePart;
  label: string;
  maxLength: number;
  autoComplete: string;
  width: string;
}> = [
  { part: 'month', label: 'Month', maxLength: 2, autoComplete: 'bday-month', width: 'w-16' },
  { part: 'day', label: 'Day', maxLength: 2, autoComplete: 'bday-day', width: 'w-16' },
  { part: 'year', label: 'Year', maxLength: 4, autoComplete: 'bday-year', width: 'w-24' },
];

/** The input the error summary links to for a message about the whole date. */
export function firstDatePartName(name: string): string {
  return `${name}.${PARTS[0]?.part ?? 'month'}`;
}

interface DateOfBirthFieldProps {
  name: string;
  legend: ReactNode;
  legendAsHeading?: boolean;
  hint?: ReactNode;
  /** A message about the whole date (required, too young). */
  error?: string;
  /** Messages about one part (a month of 13): only that box is marked. */
  partErrors?: Partial<Record<DatePart, string>>;
  inputs: Record<DatePart, UseFormRegisterReturn>;
}

/**
 * Three boxes for a date of birth. Focus never jumps from one box to the next by itself: that
 * surprises people who type the separator or go back to correct a digit.
 */
export function DateOfBirthField({
  name,
  legend,
  legendAsHeading,
  hint,
  error,
  partErrors = {},
  inputs,
}: DateOfBirthFieldProps) {
  const message = error ?? PARTS.map(({ part }) => partErrors[part]).find(Boolean);
  return (
    <Fieldset
      name={name}
      legend={legend}
      legendAsHeading={legendAsHeading}
      hint={hint}
      error={message}
    >
      <div className="flex flex-wrap gap-4">
        {PARTS.map(({ part, label, maxLength, autoComplete, width }) => {
          const partName = `${name}.${part}`;
          const invalid = Boolean(error ?? partErrors[part]);
          return (
            <div key={part}>
              <label htmlFor={fieldId(partName)} className="block font-semibold">
                {label}
              </label>
              <input
                {...inputs[part]}
                id={fieldId(partName)}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={maxLength}
                autoComplete={autoComplete}
                spellCheck={false}
                aria-invalid={invalid ? true : undefined}
                className={inputClasses({ invalid, className: `mt-2 ${width}` })}
              />
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
