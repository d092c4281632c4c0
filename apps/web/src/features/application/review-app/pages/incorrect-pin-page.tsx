import { Button } from '@/components/button';
import { CreditBureauList } from '@/features/application/credit/error/credit-bureau-list';
import { RETRY_CREDIT_LABEL } from '@/features/application/credit/error/retry-credit-label';
import { RetryFailure } from '@/features/application/credit/error/retry-failure';
import { useRetryCredit } from '@/features/application/credit/error/use-retry-credit';
import { ReviewList, ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';

/** The bureau still reports the freeze after it was meant to be lifted (a PIN that was refused). */
export function IncorrectPinPage() {
  const retry = useRetryCredit();
  return (
    <ReviewScreen
      title="Your credit report is still frozen"
      lead={
        <p>
          We tried again, but the credit bureau still shows a freeze on your report, so we can't see
          it yet. Your application is saved.
        </p>
      }
      {...(retry.canRetry
        ? {
            primaryAction: (
              <Button type="button" busy={retry.busy} onClick={retry.retry}>
                {RETRY_CREDIT_LABEL}
              </Button>
            ),
          }
        : {})}
    >
      <ReviewSection title="Common reasons">
        <ReviewList>
          <li>The PIN or password given to the bureau didn't match, so the freeze stayed on.</li>
          <li>
            The temporary lift hasn't started yet. Online lifts are usually quick; lifts by phone or
            mail can take longer.
          </li>
          <li>The lift was set for other dates, or it has already ended.</li>
          <li>The freeze was lifted at one bureau, but it is also in place at another.</li>
        </ReviewList>
      </ReviewSection>
      <ReviewSection title="What to do">
        <p>
          Check the lift with each bureau where your report is frozen: Equifax, Experian or
          TransUnion. If you've lost your PIN, the bureau can help you recover it.
          {retry.canRetry
            ? ` Once the lift is in place, choose '${RETRY_CREDIT_LABEL}'.`
            : " We'll e-mail you when your application can continue."}
        </p>
        <CreditBureauList />
      </ReviewSection>
      <RetryFailure message={retry.failureMessage} />
    </ReviewScreen>
  );
}
