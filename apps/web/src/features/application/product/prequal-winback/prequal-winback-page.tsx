import { formatBasisPoints, formatCents } from '@openheloc/domain';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { offerReminder } from './offer-reminder';

/**
 * For a borrower who left before choosing: what they were offered and the way back to it.
 */
export function PrequalWinbackPage() {
  const { application, pathTo } = useApplicationContext();
  const reminder = offerReminder(application.offers);
  const back = (
    <Link to={pathTo('product/select')} className={buttonClasses()}>
      Choose your offer
    </Link>
  );
  if (!reminder) {
    return (
      <ApplicationScreen caption="Select Offer" title="Pick up where you left off" actions={back}>
        <p>Your application is saved. Continue to see the offers available to you.</p>
      </ApplicationScreen>
    );
  }
  return (
    <ApplicationScreen caption="Select Offer" title="Your offer is still waiting" actions={back}>
      <p>
        You’re pre-qualified, and your offer is saved. Choose the amount and term that suit you to
        continue your application.
      </p>
      <dl className="mt-6 grid gap-4 rounded-xl border-2 border-brand-600 bg-brand-50 p-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Line amount</dt>
          <dd className="text-[22px] font-bold">Up to {formatCents(reminder.maxAmount, 0)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">APR</dt>
          <dd className="text-[22px] font-bold">From {formatBasisPoints(reminder.lowestApr, 2)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Estimated monthly payment</dt>
          <dd className="text-[22px] font-bold">
            From {formatCents(reminder.lowestPayment.monthlyPayment, 2)}
          </dd>
          <dd className="text-sm text-muted">On {formatCents(reminder.lowestPayment.amount, 0)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-muted">
        Checking your offers did not affect your credit score. Rates follow the prime rate, so your
        offer may change if you wait.
      </p>
    </ApplicationScreen>
  );
}
