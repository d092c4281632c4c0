import type { ReactNode } from 'react';
import { PROGRAMMATIC_FOCUS_CLASSES } from '../focus-classes';
import { FieldError, FieldHint } from './field-parts';
import { describedBy } from './field-ids';
import { groupClasses } from './input-classes';

export interface FieldsetProps {
  /** The group's field name: ids of its hint and error derive from it. */
  name: string;
  legend: ReactNode;
  /** The legend is the page's h1 (the page asks this one question). */
  legendAsHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children: ReactNode;
  className?: string;
}

/** A question made of several inputs: radios, checkboxes or the parts of a date. */
export function Fieldset({
  name,
  legend,
  legendAsHeading,
  hint,
  error,
  optional,
  children,
  className,
}: FieldsetProps) {
  const legendText = (
    <>
      {legend}
      {optional ? <span className="font-normal"> (optional)</span> : null}
    </>
  );
  return (
    <div className={['mb-6', groupClasses(Boolean(error)), className].filter(Boolean).join(' ')}>
      <fieldset aria-describedby={describedBy(name, { hint, error })}>
        <legend
          className={
            legendAsHeading ? 'mb-2 text-[28px] leading-tight font-bold' : 'mb-1 font-semibold'
          }
        >
          {legendAsHeading ? (
            <h1 tabIndex={-1} className={`text-[28px] leading-tight ${PROGRAMMATIC_FOCUS_CLASSES}`}>
              {legendText}
            </h1>
          ) : (
            legendText
          )}
        </legend>
        <FieldHint name={name}>{hint}</FieldHint>
        <div className="mt-3">{children}</div>
        <FieldError name={name} message={error} />
      </fieldset>
    </div>
  );
}
