import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { useApplicationMutation } from '../routing/use-application-mutation';

/** "Cancel my line", then a confirmation saying what cancelling does. */
export function CancelLine({ deadline }: { deadline: string }) {
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = useApplicationMutation('/cancel');
  if (!confirming) {
    return (
      <Button
        type="button"
        variant="secondary"
        onClick={() => {
          setConfirming(true);
          // The confirmation replaces the button: focus moves to its heading.
          requestAnimationFrame(() => heading.current?.focus());
        }}
      >
        Cancel my line
      </Button>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border-2 border-brand-600 bg-brand-50 p-4 sm:p-6"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        Cancel your line of credit?
      </h3>
      <p className="mt-2">
        Your line will be closed and we won’t send any money. You won’t owe anything, and we’ll
        release the lien on your home. You can do this until {deadline} (Pacific Time).
      </p>
      {/* A refusal (409) comes back as the page's notice; this is a lost connection. */}
      {cancel.failure?.kind === 'failed' ? (
        <p role="alert" className="mt-3 font-semibold text-error">
          {cancel.failure.message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" busy={cancel.isPending} onClick={() => void cancel.submit()}>
          Yes, cancel my line
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
          Keep my line
        </Button>
      </div>
    </section>
  );
}
