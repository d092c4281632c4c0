import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { SupportContact } from '@/features/application/review-app/support-contact';
import { DashboardNote } from '@/features/application/review-app/dashboard-note';
import { ReviewSection } from '@/features/application/review-app/review-section';
import { CREDIT_CAPTION } from '../credit-caption';
import { CreditBureauList } from './credit-bureau-list';
import { RETRY_CREDIT_LABEL } from './retry-credit-label';
import { RetryFailure } from './retry-failure';
import { useRetryCredit } from './use-retry-credit';

/**
 * The credit report is frozen (a credit lock), at the soft pull or at submission: what a freeze
 * is, how to lift it for a while at each bureau, and a retry that pulls the report again.
 */
export function CreditFreezePage() {
  const retry = useRetryCredit();

  return (
    <ApplicationScreen
      caption={CREDIT_CAPTION}
      title="Your credit report is frozen"
      actions={
        retry.canRetry ? (
          <Button type="button" busy={retry.busy} onClick={retry.retry}>
            {RETRY_CREDIT_LABEL}
          </Button>
        ) : (
          <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
            Go to dashboard
          </Link>
        )
      }
    >
      <p>
        We couldn't check your credit because there is a freeze on your credit report. Your
        application is saved, and we can continue as soon as the freeze is lifted.
      </p>

      <ReviewSection title="What is a credit freeze?">
        <p>
          A credit freeze (or security freeze) stops lenders from seeing your credit report. It
          protects you from identity theft, and it's free. You can lift it temporarily, for a day or
          a few days, and it comes back on by itself. Lifting it doesn't affect your credit score.
        </p>
      </ReviewSection>

      <ReviewSection title="How to lift your freeze">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Contact each bureau where your report is frozen, online or by phone. Have the PIN or the
            account you set up for the freeze ready.
          </li>
          <li>Ask for a temporary lift of at least a few days.</li>
          <li>Come back here and choose '{RETRY_CREDIT_LABEL}'.</li>
        </ol>
        <CreditBureauList />
      </ReviewSection>

      <ReviewSection title="Need help?">
        <SupportContact />
      </ReviewSection>

      {retry.canRetry ? (
        <DashboardNote>Not ready yet? Your application is saved for when you are.</DashboardNote>
      ) : null}
      <RetryFailure message={retry.failureMessage} />
    </ApplicationScreen>
  );
}
