import { formatDisplayDate } from '@openheloc/domain';
import { useId } from 'react';
import { SUBMITTED_NOTE } from './submitted-note';

/**
 * The confirmation that the application went in, shown on the step after submission and on the
 * dashboard: what was checked, what comes next, how long.
 */
export function SubmittedNotePanel({
  submitted,
  headingLevel = 2,
  next = SUBMITTED_NOTE.next,
  howLong = SUBMITTED_NOTE.howLong,
}: {
  submitted: Date;
  headingLevel?: 2 | 3;
  /** What comes next where the application is now; by default, right after submission. */
  next?: string;
  /** How long that takes, or null when the product does not say. */
  howLong?: string | null;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <Heading id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <svg viewBox="0 0 20 20" className="size-5 shrink-0 text-brand-700" aria-hidden="true">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="m6 10.5 2.5 2.5L14 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {SUBMITTED_NOTE.title}
      </Heading>
      <p className="mt-1 text-sm text-muted">Submitted {formatDisplayDate(submitted)}</p>
      <dl className="mt-3 space-y-2">
        <div>
          <dt className="font-semibold">What we checked</dt>
          <dd>{SUBMITTED_NOTE.checked}</dd>
        </div>
        <div>
          <dt className="font-semibold">What comes next</dt>
          <dd>{next}</dd>
        </div>
        {howLong ? (
          <div>
            <dt className="font-semibold">How long it takes</dt>
            <dd>{howLong}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
