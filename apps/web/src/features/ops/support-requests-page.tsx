import { formatDisplayDate, zSupportRequestList, type SupportRequestView } from '@openheloc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { TextAreaField } from '@/components/form/text-area-field';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { opsApi } from '@/lib/ops-auth/ops-api';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';

const TITLE = 'Support requests';
const PATH = '/ops/api/v1/support/requests';
const QUERY_KEY = ['ops', 'support-requests'];
/** New requests appear without a reload while the page is open. */
const REFETCH_MS = 30_000;

const KIND_LABELS = { MESSAGE: 'Message', CALLBACK: 'Call back' } as const;
const SOURCE_LABELS = { CONTACT_PAGE: 'Support page', CHATBOT: 'Chatbot, outside chat hours' };

function AnswerForm({ request }: { request: SupportRequestView }) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();
  const name = `answer-${request.uuid}`;
  const send = useMutation({
    mutationFn: (text: string) =>
      opsApi.request(`${PATH}/${request.uuid}/answer`, { method: 'POST', body: { answer: text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
    onError: (failure) => setError(failure.message),
  });
  return (
    <form
      noValidate
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        setError(answer.trim() === '' ? 'Required' : undefined);
        if (answer.trim() !== '') send.mutate(answer);
      }}
    >
      <TextAreaField
        name={name}
        label={`Answer to ${request.name} (sent by e-mail)`}
        rows={3}
        value={answer}
        error={error}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <Button busy={send.isPending}>Send answer</Button>
    </form>
  );
}

function RequestItem({ request }: { request: SupportRequestView }) {
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {KIND_LABELS[request.kind]}: {request.name}
        </h2>
        <p className="rounded-full border border-line px-3 py-0.5 text-sm font-semibold">
          {request.answeredAt ? 'Answered' : 'Waiting'}
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">
        {formatDisplayDate(new Date(request.createdAt))} · {request.orgCode} ·{' '}
        {SOURCE_LABELS[request.source]}
        {request.applicationUuid ? (
          <>
            {' '}
            · loan{' '}
            <TextLink to={`/ops/applications/${request.applicationUuid}`} className="font-mono">
              {request.loanNumber ?? request.applicationUuid}
            </TextLink>
          </>
        ) : null}
      </p>
      <p className="mt-2 break-all">
        {request.emailAddress}
        {request.phoneNumber ? ` · call ${request.phoneNumber}` : ''}
      </p>
      <p className="mt-2 whitespace-pre-line">{request.message}</p>
      {request.transcript.length > 0 ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">
            The chatbot conversation ({request.transcript.length})
          </summary>
          <ol className="mt-2 space-y-2">
            {request.transcript.map((line, index) => (
              <li key={index}>
                <p>
                  <span className="font-semibold">Borrower:</span> {line.question}
                </p>
                <p className="text-muted">
                  <span className="font-semibold">Chatbot:</span> {line.response}
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {request.answeredAt ? (
        <p className="mt-3 border-l-4 border-line pl-3 whitespace-pre-line">
          <span className="font-semibold">
            {request.answeredBy} answered {formatDisplayDate(new Date(request.answeredAt))}:
          </span>{' '}
          {request.answer}
        </p>
      ) : (
        <AnswerForm request={request} />
      )}
    </li>
  );
}

/** Messages and call-back requests from borrowers, waiting ones first; answered by e-mail. */
export function SupportRequestsPage() {
  useDocumentTitle(TITLE);
  const requests = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => opsApi.request(PATH, { schema: zSupportRequestList, signal }),
    refetchInterval: REFETCH_MS,
    staleTime: 0,
  });
  return (
    <RequireOpsUser roles={['CHAT_AGENT', 'ADMIN']}>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        {requests.isPending ? (
          <p role="status">Loading requests…</p>
        ) : requests.isError ? (
          <p role="alert">{requests.error.message}</p>
        ) : requests.data.requests.length === 0 ? (
          <p>
            No requests yet. Messages from the Support page and the chatbot outside chat hours
            appear here.
          </p>
        ) : (
          <ul className="space-y-4">
            {requests.data.requests.map((request) => (
              <RequestItem key={request.uuid} request={request} />
            ))}
          </ul>
        )}
      </div>
    </RequireOpsUser>
  );
}
