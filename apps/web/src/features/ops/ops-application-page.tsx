import { formatReplayTime, type OpsReplayLink } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { fetchApplicationReplays } from './session-replay-api';

const TITLE = 'Application';

function ReplayItem({ replay }: { replay: OpsReplayLink }) {
  const started = formatReplayTime(new Date(replay.startedAt));
  return (
    <li className="rounded-xl border border-line p-4">
      <TextLink to={`/ops/sessions/${replay.sessionUuid}`}>Session of {started}</TextLink>
      <p className="mt-1 text-sm text-muted">
        {replay.eventCount === 1 ? '1 event' : `${replay.eventCount} events`} · last seen{' '}
        {formatReplayTime(new Date(replay.lastSeenAt))} Pacific Time
      </p>
    </li>
  );
}

function ApplicationReplays({ applicationUuid }: { applicationUuid: string }) {
  const application = useQuery({
    queryKey: ['ops', 'applications', applicationUuid, 'session-replays'],
    queryFn: ({ signal }) => fetchApplicationReplays(applicationUuid, signal),
    staleTime: 0,
  });
  if (application.isPending) return <p role="status">Loading the application…</p>;
  if (application.isError) return <p role="alert">{application.error.message}</p>;
  const { borrowerName, orgCode, state, replays } = application.data;
  return (
    <>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Borrower</dt>
        <dd>{borrowerName || 'Not known yet'}</dd>
        <dt className="font-semibold">Lender</dt>
        <dd>{orgCode}</dd>
        <dt className="font-semibold">State</dt>
        <dd className="break-all">{state}</dd>
        <dt className="font-semibold">Application</dt>
        <dd className="font-mono break-all">{applicationUuid}</dd>
      </dl>
      <section aria-labelledby="replays-heading" className="mt-8">
        <h2 id="replays-heading" className="mb-2 text-[22px] font-bold">
          Session replays
        </h2>
        <p className="mb-4 text-muted">
          The borrower’s visits while signed in, newest first: each opens the pages they saw and
          what they did, in order.
        </p>
        {replays.length === 0 ? (
          <p>No session replay yet. One is linked when the borrower opens this application.</p>
        ) : (
          <ul className="space-y-3">
            {replays.map((replay) => (
              <ReplayItem key={replay.sessionUuid} replay={replay} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One application as operations see it, with the session replays linked to it. */
export function OpsApplicationPage() {
  useDocumentTitle(TITLE);
  const { applicationUuid = '' } = useParams();
  return (
    <RequireOpsUser>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        <ApplicationReplays applicationUuid={applicationUuid} />
      </div>
    </RequireOpsUser>
  );
}
