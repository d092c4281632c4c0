import { formatReplayTime, type OpsSessionEvent } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { fetchTelemetrySession } from './session-replay-api';

const TITLE = 'Session replay';

function EventItem({ event }: { event: OpsSessionEvent }) {
  const label =
    event.event === event.eventType ? event.event : `${event.event} (${event.eventType})`;
  return (
    <li className="border-l-4 border-brand-700 py-1 pl-4">
      <p className="text-sm text-muted">
        <time dateTime={event.at}>{formatReplayTime(new Date(event.at))}</time>
      </p>
      <p className="font-semibold break-all">{label}</p>
      <p className="font-mono text-sm break-all">{event.pagePath}</p>
      {event.properties ? <p className="text-sm break-all">{event.properties}</p> : null}
    </li>
  );
}

function SessionTimeline({ sessionUuid }: { sessionUuid: string }) {
  const session = useQuery({
    queryKey: ['ops', 'telemetry', 'sessions', sessionUuid],
    queryFn: ({ signal }) => fetchTelemetrySession(sessionUuid, signal),
    staleTime: 0,
  });
  if (session.isPending) return <p role="status">Loading the session…</p>;
  if (session.isError) return <p role="alert">{session.error.message}</p>;
  const { startedAt, lastSeenAt, screen, window, orgCode, applications, events, truncated } =
    session.data;
  return (
    <>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Started</dt>
        <dd>{formatReplayTime(new Date(startedAt))} Pacific Time</dd>
        <dt className="font-semibold">Last seen</dt>
        <dd>{formatReplayTime(new Date(lastSeenAt))} Pacific Time</dd>
        <dt className="font-semibold">Lender</dt>
        <dd>{orgCode}</dd>
        <dt className="font-semibold">Screen</dt>
        <dd>
          {screen.width} × {screen.height}, window {window.width} × {window.height}
        </dd>
      </dl>
      <section aria-labelledby="applications-heading" className="mt-8">
        <h2 id="applications-heading" className="mb-2 text-[22px] font-bold">
          Applications
        </h2>
        {applications.length === 0 ? (
          <p>No application was opened in this session.</p>
        ) : (
          <ul className="space-y-2">
            {applications.map((application) => (
              <li key={application.uuid}>
                <TextLink to={`/ops/applications/${application.uuid}`}>
                  {application.borrowerName || 'Borrower'}’s application
                </TextLink>{' '}
                <span className="font-mono text-sm break-all">{application.uuid}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="timeline-heading" className="mt-8">
        <h2 id="timeline-heading" className="mb-2 text-[22px] font-bold">
          What happened
        </h2>
        <p className="mb-4 text-muted">
          {events.length === 1 ? '1 event' : `${events.length} events`}, oldest first
          {truncated ? ' (the first 1,000; the session has more)' : ''}. Times are Pacific Time.
        </p>
        {events.length === 0 ? (
          <p>Nothing was recorded in this session.</p>
        ) : (
          <ol className="space-y-3">
            {events.map((event, index) => (
              <EventItem key={`${event.at}-${index}`} event={event} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** One telemetry session, replayed as the pages the visitor saw and what they did, in order. */
export function SessionReplayPage() {
  useDocumentTitle(TITLE);
  const { sessionUuid = '' } = useParams();
  return (
    <RequireOpsUser>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        <SessionTimeline sessionUuid={sessionUuid} />
      </div>
    </RequireOpsUser>
  );
}
