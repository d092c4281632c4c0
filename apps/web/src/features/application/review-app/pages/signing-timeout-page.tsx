import { ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';

/** The closing documents were not ready in time. */
export function SigningTimeoutPage() {
  return (
    <ReviewScreen
      title="Your documents are taking longer than expected"
      lead={
        <p>
          We're still preparing your closing documents for you to sign. Everything you've done so
          far is saved.
        </p>
      }
    >
      <ReviewSection title="What happens next">
        <p>
          There's nothing you need to do. We'll e-mail you as soon as your documents are ready to
          sign. You can also check again here in a few minutes.
        </p>
      </ReviewSection>
    </ReviewScreen>
  );
}
