import { ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';

/** A person in underwriting looks at the application before it goes on. */
export function UnderwritingReviewPage() {
  return (
    <ReviewScreen
      title="Your application is being reviewed"
      lead={
        <p>
          An underwriter is taking a closer look at your application. This is a normal part of
          lending and doesn't mean your application has been declined.
        </p>
      }
    >
      <ReviewSection title="What happens next">
        <p>
          If the underwriter needs anything from you, such as a document or an explanation, we'll
          e-mail you and it will also appear on your dashboard. Otherwise we'll let you know as soon
          as the review is done and your application can continue.
        </p>
      </ReviewSection>
    </ReviewScreen>
  );
}
