import type { ReactNode } from 'react';

interface CheckboxGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  /** For the hint's id. */
  id: string;
  optional?: boolean;
  children: ReactNode;
}

/** Related checkboxes under one legend; each keeps its own message. */
export function CheckboxGroup({ legend, hint, id, optional, children }: CheckboxGroupProps) {
  const hintElementId = `${id}-hint`;
  return (
    <fieldset className="mb-6" aria-describedby={hint ? hintElementId : undefined}>
      <legend className="mb-1 font-semibold">
        {legend}
        {optional ? <span className="font-normal"> (optional)</span> : null}
      </legend>
      {hint ? (
        <div id={hintElementId} className="mb-2 text-muted">
          {hint}
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}
