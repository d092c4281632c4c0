import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toasts/toasts';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { Button } from '@/components/button';
import { useOrganization } from '@/lib/organization/organization-context';
import { sendCeoFeedback } from './ceo-feedback-api';
import { CEO_FEEDBACK_TITLE } from './ceo-feedback-copy';

// The dialog (Radix, the form) loads when first asked for, not with every application screen.
const CeoFeedbackDialog = lazy(
  lazyWithReload(() =>
    import('./ceo-feedback-dialog').then((module) => ({ default: module.CeoFeedbackDialog })),
  ),
);

export const CEO_FEEDBACK_SENT = 'Thank you. Your feedback is on its way to our CEO.';

/** The side bar's feedback prompt, for the product's own brand only (not a private label). */
export function CeoFeedbackPrompt({ applicationUuid }: { applicationUuid?: string }) {
  const organization = useOrganization();
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [wanted, setWanted] = useState(false);
  if (organization.isPrivateLabel) return null;
  return (
    <div className="rounded-lg border border-line p-4">
      <p className="font-semibold">How are we doing?</p>
      <p className="mt-1 text-sm text-muted">Tell our CEO what to improve, or what went well.</p>
      <Button
        type="button"
        variant="secondary"
        className="mt-3"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {CEO_FEEDBACK_TITLE}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <CeoFeedbackDialog
            open={open}
            onOpenChange={setOpen}
            onSubmit={async (feedback) => {
              // The document's own path, base path included, as the borrower's address bar shows it.
              await sendCeoFeedback(feedback, {
                pathname: window.location.pathname,
                ...(applicationUuid ? { applicationUuid } : {}),
              });
              toast.success(CEO_FEEDBACK_SENT);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
