import { ReviewList, ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';
import { SendDocumentsNote } from '../send-documents-note';

/** Property records name someone else as the owner: a specialist checks the ownership. */
export function PropertyReviewPage() {
  return (
    <ReviewScreen
      title="We need to confirm who owns your home"
      lead={
        <p>
          The public property records we checked don't match the name on your application. This
          often happens after a marriage or name change, when a home is held in a trust, or when
          records haven't caught up with a recent change. It doesn't mean anything is wrong.
        </p>
      }
    >
      <ReviewSection title="What happens next">
        <p>
          A specialist will review the ownership of your property. We'll e-mail you as soon as the
          review is done or if we need anything from you.
        </p>
      </ReviewSection>
      <ReviewSection title="Documents that can help">
        <p>Sending any of these can speed up the review:</p>
        <ReviewList>
          <li>The deed to the property, showing your name on the title</li>
          <li>A recent mortgage statement for the property</li>
          <li>A recent property tax bill</li>
          <li>If your name has changed, a marriage certificate or court order</li>
          <li>If the home is held in a trust, the trust certificate or agreement</li>
        </ReviewList>
        <SendDocumentsNote />
      </ReviewSection>
    </ReviewScreen>
  );
}
