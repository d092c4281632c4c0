import { ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';

/** The property-records service did not answer in time. */
export function DatatreeTimeoutPage() {
  return (
    <ReviewScreen
      title="We're still getting your property details"
      lead={
        <p>
          The service we use for public property records is taking longer than usual to respond.
          Your application is saved and nothing has been decided.
        </p>
      }
    >
      <ReviewSection title="What happens next">
        <p>
          There's nothing you need to do. We'll keep trying and e-mail you as soon as your
          application can continue. You can also check again here in a little while.
        </p>
      </ReviewSection>
    </ReviewScreen>
  );
}
