import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { useOrganization } from '@/lib/organization/organization-context';
import { sendCeoFeedback } from './ceo-feedback-api';
import { CEO_FEEDBACK_TITLE, CeoFeedbackDialog } from './ceo-feedback-dialog';

export const CEO_FEEDBACK_SENT = 'Thank you. Your feedback is on its way to our CEO.';

/** The side bar's feedback prompt, for the product's own brand only (not a private label). */
export function CeoFeedbackPrompt({ applicationUuid }: { applicationUuid?: string }) {
  const organization = useOrganization();
  const [open, setOpen] = useState(false);
  if (organization.isPrivateLabel) return null;
  return (
    <div className="rounded-lg border border-line p-4">
      <p className="font-semibold">How are we doing?</p>
      <p className="mt-1 text-sm text-muted">Tell our CEO what to improve, or what went well.</p>
      <Button type="button" variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        {CEO_FEEDBACK_TITLE}
      </Button>
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
    </div>
  );
}
