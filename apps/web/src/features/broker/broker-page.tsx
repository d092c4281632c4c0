import { formatDisplayDate } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { toDocumentPath } from '@/lib/base-path';
import { useDocumentTitle } from '@/lib/document-title';
import { fetchIdentityBrokerUser, fetchReferredApplications } from './broker-api';
import { brokerSignOut } from './broker-sign-out';
import { brokerStageLabel } from './broker-stage';

/**
 * The broker's view: the applications of the borrowers they referred to this lender, with where
 * each stands. Status only: a broker is a contact, not a party to the borrower's finances.
 */
export function BrokerPage() {
  useDocumentTitle('Your referred applications');
  const user = useQuery({
    queryKey: ['identity-broker-user', 'agent'],
    queryFn: ({ signal }) => fetchIdentityBrokerUser('agent', undefined, signal),
    retry: false,
  });
  const applications = useQuery({
    queryKey: ['broker-applications'],
    queryFn: ({ signal }) => fetchReferredApplications(signal),
  });
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    // A full page load, as for borrowers: nothing cached for this session outlives it.
    window.location.assign(toDocumentPath(await brokerSignOut()));
  };

  return (
    <>
      <div className="border-b border-line bg-brand-50">
        <div className="mx-auto flex min-h-14 w-full max-w-6xl flex-wrap items-center gap-3 px-4 py-2 sm:px-6">
          <p className="min-w-0 flex-1 text-sm text-muted">
            {user.data ? (
              <>
                Signed in as{' '}
                <span className="font-semibold break-all text-ink">{user.data.email}</span>
              </>
            ) : (
              'Broker'
            )}
          </p>
          <Button
            type="button"
            variant="secondary"
            className="sm:w-auto"
            aria-busy={signingOut || undefined}
            onClick={() => void onSignOut()}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </Button>
        </div>
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading caption="Broker">Your referred applications</PageHeading>
        {applications.isPending ? (
          <p role="status">Loading applications…</p>
        ) : applications.isError ? (
          <div>
            <p>We could not load the applications. {applications.error.message}</p>
            <Button type="button" className="mt-4" onClick={() => void applications.refetch()}>
              Try again
            </Button>
          </div>
        ) : applications.data.length === 0 ? (
          <p className="max-w-prose">
            No applications yet. When a borrower applies through your link (with your referrer id),
            their application appears here.
          </p>
        ) : (
          <ul className="max-w-4xl space-y-4">
            {applications.data.map((application) => (
              <li key={application.uuid} className="rounded-xl border border-line p-5">
                <h2 className="text-lg font-semibold">{application.borrowerName}</h2>
                <p>
                  {application.property.street1}, {application.property.city},{' '}
                  {application.property.state}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">Loan number</dt>
                  <dd className="font-semibold">{application.loanNumber}</dd>
                  <dt className="text-muted">Started</dt>
                  <dd>{formatDisplayDate(new Date(application.createdDate))}</dd>
                  <dt className="text-muted">Status</dt>
                  <dd>{brokerStageLabel(application.state)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
