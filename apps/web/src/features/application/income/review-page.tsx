import {
  formatCents,
  INCOME_LINK_SOURCE_LABELS,
  MANUAL_PAYSTUB_UPLOAD_PATH,
  REGISTRATION_INCOME_SOURCE_LABELS,
  type IncomeView,
} from '@openheloc/domain';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { SubmittedNotePanel } from '@/features/application/shell/submitted-note-panel';
import { submittedOn } from '@/features/application/shell/submitted-note';
import { INCOME_CAPTION } from './income-caption';
import { useIncomeView } from './income-api';

const TITLE = 'Verify your income';

function StatedIncome({ income }: { income: IncomeView }) {
  return (
    <section aria-labelledby="stated-income" className="mt-6">
      <h2 id="stated-income" className="text-lg font-semibold">
        The income you told us about
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Primary source of income</dt>
        <dd className="font-semibold">
          {income.employmentType
            ? REGISTRATION_INCOME_SOURCE_LABELS[income.employmentType]
            : 'Not given'}
        </dd>
        <dt className="text-muted">Annual pre-tax income</dt>
        <dd className="font-semibold">{formatCents(income.annualIncome, 0)}</dd>
        <dt className="text-muted">Other income</dt>
        <dd className="font-semibold">{formatCents(income.otherIncome, 0)}</dd>
      </dl>
    </section>
  );
}

/**
 * income/review: the confirmation that the application went in, the income the borrower stated,
 * and each way to verify it (the first suggested); when linking could not prove the income, the
 * paystub upload comes first.
 */
export function ReviewPage() {
  const { application, uuid, pathTo } = useApplicationContext();
  const income = useIncomeView(uuid);
  const submitted = submittedOn(application);

  if (income.isPending || income.isError) {
    return (
      <ApplicationScreen caption={INCOME_CAPTION} title={TITLE}>
        {income.isError ? (
          <div role="alert">
            <p>We could not load your income details. {income.error.message}</p>
            <Button type="button" className="mt-4" onClick={() => void income.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p aria-busy="true">Loading your income details…</p>
        )}
      </ApplicationScreen>
    );
  }
  const view = income.data;
  const [suggested] = view.linkSources;

  return (
    <ApplicationScreen caption={INCOME_CAPTION} title={TITLE} width="wide">
      {submitted && !view.paystubsAsked ? <SubmittedNotePanel submitted={submitted} /> : null}
      {view.paystubsAsked ? (
        <section
          aria-labelledby="paystubs-asked"
          className="rounded-xl border-2 border-brand-600 p-4 sm:p-5"
        >
          <h2 id="paystubs-asked" className="text-lg font-semibold">
            Upload your paystubs instead
          </h2>
          <p className="mt-1">
            We couldn’t verify your income from the account you linked. Upload{' '}
            {view.paystubsRequired === 1
              ? 'your most recent paystub'
              : `your ${view.paystubsRequired} most recent paystubs`}{' '}
            and we’ll check it for you.
          </p>
          <Link
            to={pathTo(MANUAL_PAYSTUB_UPLOAD_PATH)}
            className={buttonClasses({ className: 'mt-4' })}
          >
            {view.paystubsRequired === 1 ? 'Upload your paystub' : 'Upload your paystubs'}
          </Link>
        </section>
      ) : null}
      <StatedIncome income={view} />
      <section aria-labelledby="ways-to-verify" className="mt-8">
        <h2 id="ways-to-verify" className="text-lg font-semibold">
          Ways to verify it
        </h2>
        <p className="mt-1">
          Link one account that shows this income. You sign in with our secure partner; it takes
          about 5 minutes.
        </p>
        <ul className="mt-4 space-y-3">
          {view.linkSources.map((source) => {
            const label = INCOME_LINK_SOURCE_LABELS[source];
            return (
              <li
                key={source}
                className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <h3 className="font-semibold">
                    {label.title}
                    {source === suggested ? (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
                        Suggested
                      </span>
                    ) : null}
                  </h3>
                  <p className="text-muted">{label.description}</p>
                </div>
                <Link
                  to={pathTo(`income/link/${source}`)}
                  className={buttonClasses({
                    variant: source === suggested && !view.paystubsAsked ? 'primary' : 'secondary',
                    className: 'shrink-0',
                  })}
                >
                  Link<span className="sr-only"> your {label.title.toLowerCase()}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </ApplicationScreen>
  );
}
