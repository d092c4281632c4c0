import { DeclineScreen } from '../adverse-action/decline-screen';

/** error/credit: declined because the credit score is below the lender's minimum. */
export function CreditDeclinePage() {
  return (
    <DeclineScreen
      title="Your credit score is below our minimum"
      intro={
        <>
          <p>
            Your credit score is below the minimum we need for a line of credit, so we can’t approve
            your application at this time.
          </p>
          <p>
            Your credit report may help you see why. The notice below explains how to get a free
            copy and your other rights.
          </p>
        </>
      }
    />
  );
}
