import { ReviewList, ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';
import { SendDocumentsNote } from '../send-documents-note';

/** The borrower said they do not own the property: a line needs an owner on the title. */
export function IncorrectOwnershipPage() {
  return (
    <ReviewScreen
      title="We need to review who owns this property"
      lead={
        <p>
          You told us that you don't own the property on your application. A home equity line of
          credit is secured by the home, so at least one applicant needs to be an owner on its
          title.
        </p>
      }
    >
      <ReviewSection title="What happens next">
        <p>
          A specialist will look at your application and contact you about your options. We'll
          e-mail you when the review is done.
        </p>
      </ReviewSection>
      <ReviewSection title="If you do own the property">
        <p>
          If you chose the wrong answer, or you own the home with someone else or through a trust,
          let us know and send a document that shows your ownership:
        </p>
        <ReviewList>
          <li>The deed to the property</li>
          <li>A recent mortgage statement or property tax bill in your name</li>
          <li>If the home is held in a trust, the trust certificate or agreement</li>
        </ReviewList>
        <SendDocumentsNote />
      </ReviewSection>
    </ReviewScreen>
  );
}
