import {
  CONDITION_STATUS_LABELS,
  CONDITIONS_REFETCH_INTERVAL_MS,
  DOCUMENT_REQUEST_TEXTS,
  formatDisplayDate,
  type OpsCondition,
} from '@openheloc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import {
  fetchLiveConditions,
  OPS_CONDITIONS_QUERY_KEY,
  reviewCondition,
} from './document-requests-api';
import { RaiseRequestForm } from './raise-request-form';

function RequestRow({ condition }: { condition: OpsCondition }) {
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: (action: 'clear' | 'cancel') => reviewCondition(condition.uuid, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_CONDITIONS_QUERY_KEY }),
  });
  const header = DOCUMENT_REQUEST_TEXTS[condition.categoryEnum].header;
  return (
    <li className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {header}:{' '}
          {condition.signer
            ? `${condition.signer.name || 'Signer'} (additional signer)`
            : condition.borrowerName || 'Borrower'}
        </h3>
        <p className="rounded-full border border-line px-3 py-0.5 text-sm font-semibold">
          {condition.signer && condition.status === 'OPEN'
            ? 'Waiting for the signer'
            : CONDITION_STATUS_LABELS[condition.status]}
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">
        Raised {formatDisplayDate(new Date(condition.created))} on application{' '}
        <TextLink
          to={`/ops/applications/${condition.applicationUuid}`}
          className="font-mono break-all"
        >
          {condition.applicationUuid}
        </TextLink>
      </p>
      {condition.signer ? (
        <p className="mt-1 text-sm text-muted">
          Asked of an additional signer on {condition.borrowerName || 'the borrower'}’s application
        </p>
      ) : null}
      {condition.commentsToBorrower ? (
        <p className="mt-2">
          Message to the {condition.signer ? 'signer' : 'borrower'}: {condition.commentsToBorrower}
        </p>
      ) : null}
      {condition.internalNotes ? <p className="mt-2">Notes: {condition.internalNotes}</p> : null}
      {condition.documents.length > 0 ? (
        <div className="mt-2">
          <p className="font-semibold">Documents received</p>
          <ul className="list-disc pl-6">
            {condition.documents.map((document) => (
              <li key={document.uuid}>{document.fileName}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.isError ? (
        <p role="alert" className="mt-2 font-semibold text-error">
          {review.error.message}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {condition.status === 'SUBMITTED' ? (
          <Button
            type="button"
            busy={review.isPending && review.variables === 'clear'}
            onClick={() => review.mutate('clear')}
          >
            Clear request
          </Button>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          busy={review.isPending && review.variables === 'cancel'}
          onClick={() => review.mutate('cancel')}
        >
          Cancel request
        </Button>
      </div>
    </li>
  );
}

function OpenRequests() {
  const requests = useQuery({
    queryKey: OPS_CONDITIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchLiveConditions(signal),
    refetchInterval: CONDITIONS_REFETCH_INTERVAL_MS,
    staleTime: 0,
  });
  return (
    <section aria-labelledby="open-heading" className="mt-10">
      <h2 id="open-heading" className="mb-4 text-[22px] font-bold">
        Open requests
      </h2>
      {requests.isPending ? (
        <p role="status">Loading requests…</p>
      ) : requests.isError ? (
        <p role="alert">{requests.error.message}</p>
      ) : requests.data.length === 0 ? (
        <p>No request is waiting for a borrower or a review.</p>
      ) : (
        <ul className="space-y-4">
          {requests.data.map((condition) => (
            <RequestRow key={condition.uuid} condition={condition} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Document requests for underwriters: raise one, see the open ones, clear the answered ones. */
export function DocumentRequestsPage() {
  useDocumentTitle('Document requests');
  return (
    <RequireOpsUser roles={['UNDERWRITER', 'ADMIN']}>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">Document requests</PageHeading>
        <RaiseRequestForm />
        <OpenRequests />
      </div>
    </RequireOpsUser>
  );
}
