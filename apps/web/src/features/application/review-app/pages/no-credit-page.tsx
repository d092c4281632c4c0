import { ExternalLink } from '@/components/external-link';
import { ReviewList, ReviewSection } from '../review-section';
import { ReviewScreen } from '../review-screen';

/** No credit file was found for the borrower, even with the SSN. */
export function NoCreditPage() {
  return (
    <ReviewScreen
      title="We couldn't find your credit history"
      lead={
        <p>
          The credit bureau couldn't find a credit file that matches the details on your
          application. Checking your rate was a soft pull, so this hasn't affected your credit
          score.
        </p>
      }
    >
      <ReviewSection title="Why this can happen">
        <ReviewList>
          <li>You haven't used credit in your own name, or not for several years</li>
          <li>You recently moved, or your file lists a different address</li>
          <li>Your name on file is spelled differently or has changed</li>
        </ReviewList>
      </ReviewSection>
      <ReviewSection title="What happens next">
        <p>
          A specialist will review your application and contact you if there's another way to match
          your file. You can also check what the bureaus hold about you, for free, at{' '}
          <ExternalLink href="https://www.annualcreditreport.com" newTab>
            www.annualcreditreport.com
          </ExternalLink>
          .
        </p>
      </ReviewSection>
    </ReviewScreen>
  );
}
