import { useId, useEffect, useRef, type MouseEvent } from 'react';
import { linkClasses } from './link-classes';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export interface ErrorSummaryItem {
  /** The id of the field the message is about; its link moves focus there. */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /**
   * Focus moves to the summary when it appears and whenever this changes (pass the form's
   * submit count), never while the user is correcting a field.
   */
  focusKey?: unknown;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** The list of what stops a form from being sent, at the top of the page. */
export function ErrorSummary({ errors, focusKey }: ErrorSummaryProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="mb-8 rounded-lg border-2 border-error bg-white p-4 sm:p-6"
    >
      <h2 id={titleId} className="text-[22px] font-bold">
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className="mt-3 space-y-2">
        {errors.map((error) => (
          <li key={`${error.fieldId}:${error.message}`}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => focusField(event, error.fieldId)}
              className={`${linkClasses} text-error hover:text-error`}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
