import { PROVIDER_BUDGET_MESSAGES } from '@openheloc/domain';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { ApplicationScreen } from './application-screen';

const resumeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When the application will go on at the latest, in the borrower's own time zone. */
export function resumeTimeText(resumesAt: string): string {
  return resumeFormat.format(new Date(resumesAt));
}

interface BudgetHoldScreenProps {
  resumesAt: string;
  onCheckAgain: () => void;
}

/**
 * In place of the processing modal while a step waits for the lender's daily budget of paid
 * checks (decision 0037): nothing is lost and the application goes on by itself, so the borrower
 * may leave and come back.
 */
export function BudgetHoldScreen({ resumesAt, onCheckAgain }: BudgetHoldScreenProps) {
  return (
    <ApplicationScreen
      caption="Your application"
      title={PROVIDER_BUDGET_MESSAGES.title}
      actions={
        <>
          <Button type="button" onClick={onCheckAgain}>
            Check again
          </Button>
          <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
            Go to dashboard
          </Link>
        </>
      }
    >
      <p>
        {PROVIDER_BUDGET_MESSAGES.held} by {resumeTimeText(resumesAt)}.
      </p>
      <p className="mt-3">You can close this page: we’ll pick up where you left off.</p>
    </ApplicationScreen>
  );
}
