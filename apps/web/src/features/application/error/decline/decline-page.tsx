import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { useApplication } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { dscrShortfallOf } from '@/features/application/dscr/dscr-shortfall';
import { DeclineScreen } from '../adverse-action/decline-screen';
import { DscrDeclineIntro } from './dscr-decline-intro';

/**
 * error/decline: the adverse-action notice for a declined application. A withdrawn application
 * lands here too (the machine's 'inactive' jump); it was not declined, so it gets no notice.
 */
export function DeclinePage() {
  const { status, application } = useApplication();
  if (status.state === 'CANCELLED') {
    // Cancelled after the notary: the borrower used their right to cancel.
    const rescinded = application.closing.notarizedAt !== null;
    return (
      <ApplicationScreen
        caption="Your application"
        title={rescinded ? 'You cancelled your line of credit' : 'Your application was withdrawn'}
        actions={
          <Link to="/dashboard" className={buttonClasses()}>
            Go to dashboard
          </Link>
        }
      >
        {rescinded ? (
          <p className="mb-3">
            We’ve recorded your cancellation. No money was sent, you owe nothing, and we’ll release
            the lien on your home.
          </p>
        ) : null}
        <p>This application is closed, and nothing more will happen with it.</p>
        <p className="mt-3">
          If you’d still like a line of credit, you’re welcome to check your rate again at any time.
          It won’t affect your credit score.
        </p>
      </ApplicationScreen>
    );
  }
  // A DSCR loan whose rent falls short is told so with its figures (decision 0053).
  const shortfall = dscrShortfallOf(application);
  if (shortfall) {
    return (
      <DeclineScreen
        title="The property’s rent doesn’t cover its monthly costs"
        intro={<DscrDeclineIntro figures={shortfall} />}
      />
    );
  }
  return (
    <DeclineScreen
      title="We can’t approve your application"
      intro={
        <>
          <p>
            Thank you for applying for a home equity line of credit. We carefully reviewed your
            application and can’t approve it at this time.
          </p>
          <p>The notice below gives the main reasons and explains your rights.</p>
        </>
      }
    />
  );
}
