import { ReviewList, ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';
import { SendDocumentsNote } from '../send-documents-note';

/** The credit report shows a late mortgage payment: a specialist reviews before any offer. */
export function DelinquencyReviewPage() {
  return (
    <ReviewScreen
      title="We're reviewing your mortgage payment history"
      lead={
        <p>
          Your credit report shows a late payment on a mortgage. Because a home equity line is
          secured by your home, we take a closer look at mortgage payments before we can make you an
          offer. This is a review, not a decision.
        </p>
      }
    >
      <ReviewSection title="What this means">
        <p>
          A payment reported as 30 days or more past due counts as a delinquency, even if it has
          since been paid. Sometimes the report is out of date, or the payment was covered by a
          forbearance or loan modification that the report doesn't show.
        </p>
      </ReviewSection>
      <ReviewSection title="What you can send">
        <p>These help a specialist see where things stand today:</p>
        <ReviewList>
          <li>Your most recent mortgage statement, showing the account is current</li>
          <li>Proof of the payments that brought the account up to date</li>
          <li>A letter from your mortgage servicer confirming the account's status</li>
          <li>Any forbearance, repayment plan or loan modification agreement</li>
          <li>A short note explaining what happened, if you'd like to add context</li>
        </ReviewList>
        <SendDocumentsNote />
        <p>We'll e-mail you when the review is done.</p>
      </ReviewSection>
    </ReviewScreen>
  );
}
