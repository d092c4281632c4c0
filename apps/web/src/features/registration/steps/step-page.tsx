import type { FormEventHandler, ReactElement, ReactNode } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { PageHeading } from '@/components/page-heading';

interface StepPageProps {
  /** The section name, small above the question. */
  caption: string;
  /** The page's h1; leave it out when a field's label or legend is the question. */
  heading?: ReactNode;
  intro?: ReactNode;
  errorSummary: ReactElement;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel?: ReactNode;
  /** A line under the button. */
  submitNote?: ReactNode;
  /** Notes under the fields, above the button. */
  notes?: ReactNode;
  /** The button accepts the notes above it: it follows them rather than floating over them. */
  commits?: boolean;
  children: ReactNode;
}

/** One registration step: the error summary, the question, its fields and the button. */
export function StepPage({
  caption,
  heading,
  intro,
  errorSummary,
  onSubmit,
  busy,
  submitLabel,
  submitNote,
  notes,
  commits,
  children,
}: StepPageProps) {
  return (
    <>
      {errorSummary}
      {heading ? (
        <PageHeading caption={caption}>{heading}</PageHeading>
      ) : (
        <p className="mb-1 font-semibold text-muted">{caption}</p>
      )}
      {intro ? <div className="mb-6 space-y-3">{intro}</div> : null}
      <form noValidate onSubmit={onSubmit}>
        {children}
        {notes ? <div className="mt-2 space-y-2 text-sm text-muted">{notes}</div> : null}
        <FormActions busy={busy} commits={commits} note={submitNote}>
          {submitLabel}
        </FormActions>
      </form>
    </>
  );
}
