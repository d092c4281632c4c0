import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { ApplicationScreen } from '../shell/application-screen';
import { DashboardNote } from './dashboard-note';
import { ReviewSection } from './review-section';
import { SupportContact } from './support-contact';
import { useCheckAgain, type CheckResult } from './use-check-again';

export const REVIEW_CAPTION = 'Application review';

const CHECK_MESSAGES: Record<Exclude<CheckResult, null>, string> = {
  unchanged: "We checked just now: nothing has changed yet. We'll e-mail you when it does.",
  failed: "We couldn't check just now. Please try again in a moment.",
};

interface ReviewScreenProps {
  /** The page's h1 and document title. */
  title: string;
  /** What happened, in a sentence or two, under the heading. */
  lead: ReactNode;
  /**
   * The page's main action when it has one the server allows (pulling credit again). It takes
   * the place of 'Check again', and the dashboard link moves under the content.
   */
  primaryAction?: ReactNode;
  children: ReactNode;
}

/** 'Check again' and the dashboard, with the check's answer for the live region. */
function useCheckAgainActions() {
  const { check, checking, result, checks } = useCheckAgain();
  return {
    buttons: (
      <>
        <Button
          type="button"
          aria-disabled={checking || undefined}
          onClick={checking ? undefined : check}
        >
          {checking ? 'Checking…' : 'Check again'}
        </Button>
        <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
          Go to dashboard
        </Link>
      </>
    ),
    message: result ? (
      <p key={checks} className={result === 'failed' ? 'font-semibold text-error' : ''}>
        {CHECK_MESSAGES[result]}
      </p>
    ) : null,
  };
}

/**
 * A page where the application waits for a specialist, a bureau or a slow provider: what
 * happened and what comes next, the lender's contact details, 'Check again' (the layout moves
 * the borrower on once the state settles) and the way back to the dashboard.
 */
export function ReviewScreen({ title, lead, primaryAction, children }: ReviewScreenProps) {
  const checkAgain = useCheckAgainActions();
  return (
    <ApplicationScreen
      caption={REVIEW_CAPTION}
      title={title}
      actions={primaryAction ?? checkAgain.buttons}
    >
      <div className="space-y-3">{lead}</div>
      {children}
      <ReviewSection title="Questions?">
        <SupportContact />
      </ReviewSection>
      {primaryAction ? (
        <DashboardNote>Your application is saved for when you're ready.</DashboardNote>
      ) : (
        <div role="status" className="mt-6">
          {checkAgain.message}
        </div>
      )}
    </ApplicationScreen>
  );
}
