import type { ReactNode } from 'react';
import { PROGRAMMATIC_FOCUS_CLASSES } from '../focus-classes';
import { errorId, fieldId, hintId } from './field-ids';

export const OPTIONAL_SUFFIX = ' (optional)';

interface LabelProps {
  name: string;
  children: ReactNode;
  optional?: boolean;
  /** For a label that is also the page's question (one field on the page). */
  asHeading?: boolean;
}

/** Always visible, above the field; '(optional)' instead of marking required fields. */
export function FieldLabel({ name, children, optional, asHeading }: LabelProps) {
  const label = (
    <label
      htmlFor={fieldId(name)}
      className={asHeading ? 'block text-[28px] leading-tight font-bold' : 'block font-semibold'}
    >
      {children}
      {optional ? <span className="font-normal">{OPTIONAL_SUFFIX}</span> : null}
    </label>
  );
  return asHeading ? (
    <h1 tabIndex={-1} className={`mb-2 ${PROGRAMMATIC_FOCUS_CLASSES}`}>
      {label}
    </h1>
  ) : (
    label
  );
}

export function FieldHint({ name, children }: { name: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={hintId(name)} className="mt-1 text-muted">
      {children}
    </div>
  );
}

/** The message under the field; 'Error:' is read out, as the colour cannot be heard. */
export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-2 font-semibold text-error">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}
