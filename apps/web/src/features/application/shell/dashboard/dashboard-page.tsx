import {
  applicationNextStep,
  applicationStageLabel,
  formatClosingMoney,
  formatDisplayDate,
  formatPacificDay,
  type HelocApplication,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { applicationKeys, fetchApplications } from '@/features/application/routing/application-api';
import { TopBar } from '../top-bar';
import { submittedOn } from '../submitted-note';
import { SubmittedNotePanel } from '../submitted-note-panel';
import { CHECK_YOUR_RATE_PATH } from '@/lib/check-your-rate-path';
import { SignedDocuments } from '@/features/application/signing/signed-documents';

function ApplicationCard({ application }: { application: HelocApplication }) {
  const { property } = application;
  const declined = application.state === 'DECLINED';
  const submitted = submittedOn(application);
  const sent = application.closing.disbursement;
  // Derived from the stage: past signing there is nothing to continue (issue 30).
  const { action, next, howLong } = applicationNextStep(application);
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">
          {property.street1}
          {property.street2 ? `, ${property.street2}` : ''}, {property.city}, {property.state}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Loan number</dt>
          <dd className="font-semibold">{application.loanNumber}</dd>
          <dt className="text-muted">Started</dt>
          <dd>{formatDisplayDate(new Date(application.auditFields.createdDate))}</dd>
          <dt className="text-muted">Status</dt>
          <dd>{applicationStageLabel(application)}</dd>
        </dl>
        {submitted ? (
          <div className="mt-4">
            <SubmittedNotePanel
              submitted={submitted}
              headingLevel={3}
              next={next}
              howLong={howLong}
            />
          </div>
        ) : null}
        {sent ? (
          <p className="mt-3 max-w-prose text-sm">
            {formatClosingMoney(sent.amount)} (your initial draw less its fees) sent to your account
            ending {sent.accountLast4} on {formatPacificDay(new Date(sent.submittedAt))}.
          </p>
        ) : null}
        {application.status.disclosurelistClosingComplete ? (
          <SignedDocuments uuid={application.uuid} />
        ) : null}
        {declined ? (
          <p className="mt-3 max-w-prose text-sm">
            We could not offer you a line of credit on this home. The adverse action notice says why
            and what you can do next.
          </p>
        ) : null}
      </div>
      <Link
        to={`/${application.uuid}`}
        className={buttonClasses({ variant: 'primary', className: 'shrink-0' })}
      >
        {action}
        <span className="sr-only"> application {application.loanNumber}</span>
      </Link>
    </li>
  );
}

function LoadingList() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1].map((key) => (
        <li key={key} className="h-36 animate-pulse rounded-xl bg-brand-100" />
      ))}
    </ul>
  );
}

/** The borrower's applications, newest first, each with where it stands and a way back in. */
export function DashboardPage() {
  useDocumentTitle('Your applications');
  const applications = useQuery({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => fetchApplications(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return (
    <>
      <TopBar>Dashboard</TopBar>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading>Your applications</PageHeading>
        <div aria-busy={applications.isPending} className="max-w-4xl">
          {applications.isPending ? (
            <>
              <p className="sr-only">Loading your applications…</p>
              <LoadingList />
            </>
          ) : applications.isError ? (
            <div>
              <p>We could not load your applications. {applications.error.message}</p>
              <Button type="button" className="mt-4" onClick={() => void applications.refetch()}>
                Try again
              </Button>
            </div>
          ) : applications.data.length === 0 ? (
            <div className="rounded-xl border border-line p-6 sm:p-8">
              <h2 className="text-lg font-semibold">No applications yet</h2>
              <p className="mt-2">
                When you apply for a home equity line of credit, your application will appear here
                so you can pick up where you left off.
              </p>
              <p className="mt-2 text-muted">
                Checking your rate takes about 5 minutes and won’t affect your credit score.
              </p>
              <Link to={CHECK_YOUR_RATE_PATH} className={`${buttonClasses()} mt-6`}>
                Check your rate
              </Link>
            </div>
          ) : (
            <ul className="space-y-4">
              {applications.data.map((application) => (
                <ApplicationCard key={application.uuid} application={application} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
