import { formatMoney, type ChatApplicationSummary } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchConversationApplication } from './agent-console-api';

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="border-b border-line py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words">{value ?? '—'}</dd>
    </div>
  );
}

const date = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
      })
    : null;

function Summary({ summary }: { summary: ChatApplicationSummary }) {
  return (
    <>
      <dl>
        <Row label="Borrower" value={summary.borrowerName} />
        <Row label="Email" value={summary.email} />
        <Row label="Loan number" value={summary.loanNumber} />
        <Row label="Status" value={summary.stateLabel} />
        <Row label="Next step" value={summary.nextStep} />
        <Row label="Property" value={summary.propertyAddress} />
        <Row
          label="Line amount"
          value={summary.amount === null ? null : formatMoney(summary.amount, 0)}
        />
        <Row
          label="APR"
          value={summary.aprPercent === null ? null : `${summary.aprPercent.toFixed(2)}%`}
        />
        <Row
          label="Term"
          value={summary.termYears === null ? null : `${summary.termYears} years`}
        />
        <Row label="Started" value={date(summary.createdDate)} />
        <Row label="Submitted" value={date(summary.submittedAt)} />
      </dl>
      <h3 className="mt-4 text-base font-semibold">Open document requests</h3>
      {summary.openDocumentRequests.length === 0 ? (
        <p className="mt-1 text-muted">None.</p>
      ) : (
        <ul className="mt-1 list-disc pl-5">
          {summary.openDocumentRequests.map((request) => (
            <li key={`${request.category}-${request.created}`}>{request.header}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The borrower's application beside the conversation, when the chat belongs to one. */
export function ApplicationSummaryPanel({
  conversationId,
  hasApplication,
}: {
  conversationId: string;
  hasApplication: boolean;
}) {
  const summary = useQuery({
    queryKey: ['ops', 'chat', 'application', conversationId],
    queryFn: ({ signal }) => fetchConversationApplication(conversationId, signal),
    enabled: hasApplication,
  });
  return (
    <section aria-labelledby="application-summary" className="rounded-lg border border-line p-4">
      <h2 id="application-summary" className="text-lg font-bold">
        Application
      </h2>
      {!hasApplication ? (
        <p className="mt-2 text-muted">
          This visitor was not signed in to an application. Ask for their loan number if they have
          one.
        </p>
      ) : summary.data ? (
        <Summary summary={summary.data} />
      ) : summary.isError ? (
        <p className="mt-2 text-error">The application could not be loaded.</p>
      ) : (
        <p role="status" className="mt-2 text-muted">
          Loading the application
        </p>
      )}
    </section>
  );
}
