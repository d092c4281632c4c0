import { formatNotaryAppointment } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import {
  fetchNotarySessions,
  NOTARY_SESSIONS_QUERY_KEY,
  NOTARY_SESSIONS_REFETCH_MS,
} from './notary-api';

const TITLE = 'Notary sessions';

/** Signed applications waiting for a notary: borrowers in the eNotary room first, then appointments. */
export function NotarySessionsPage() {
  useDocumentTitle(TITLE);
  const sessions = useQuery({
    queryKey: NOTARY_SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotarySessions(signal),
    refetchInterval: NOTARY_SESSIONS_REFETCH_MS,
    staleTime: 0,
  });
  const list = [...(sessions.data?.sessions ?? [])].sort(
    (a, b) => Number(b.borrowerPresent) - Number(a.borrowerPresent),
  );
  return (
    <RequireOpsUser roles={['NOTARY', 'ADMIN']}>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        {sessions.isPending ? (
          <p role="status">Loading sessions…</p>
        ) : sessions.isError ? (
          <p role="alert">{sessions.error.message}</p>
        ) : list.length === 0 ? (
          <p>
            No one is waiting. Borrowers who open their eNotary session or reserve an in-person
            appointment appear here.
          </p>
        ) : (
          <ul className="space-y-4" aria-live="polite">
            {list.map((session) => (
              <li key={session.applicationUuid} className="rounded-xl border border-line p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold">{session.borrowerName}</h2>
                  <p className="rounded-full border border-line px-3 py-0.5 text-sm font-semibold">
                    {session.borrowerPresent
                      ? 'In the waiting room'
                      : session.kind === 'MANUAL'
                        ? 'In-person appointment'
                        : 'Not in the room'}
                  </p>
                </div>
                <p className="mt-1 text-sm text-muted">
                  Loan {session.loanNumber ?? 'not numbered yet'} · {session.orgCode}
                  {session.scheduledFor
                    ? ` · ${formatNotaryAppointment(new Date(session.scheduledFor))}`
                    : ''}
                </p>
                <p className="mt-3">
                  <TextLink to={`/ops/notary/${session.applicationUuid}`}>
                    Open the session with {session.borrowerName}
                  </TextLink>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </RequireOpsUser>
  );
}
