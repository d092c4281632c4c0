import { FEEDBACK_TOPIC_LABELS, formatDisplayDate, zCeoFeedbackList } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { opsApi } from '@/lib/ops-auth/ops-api';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';

const TITLE = 'Feedback to the CEO';

/** What borrowers wrote with 'Share your thoughts with our CEO', newest first. */
export function CeoFeedbackPage() {
  useDocumentTitle(TITLE);
  const feedback = useQuery({
    queryKey: ['ops', 'feedback', 'ceo'],
    queryFn: ({ signal }) =>
      opsApi.request('/ops/api/v1/feedback/ceo', { schema: zCeoFeedbackList, signal }),
    staleTime: 0,
  });
  return (
    <RequireOpsUser>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        {feedback.isPending ? (
          <p role="status">Loading feedback…</p>
        ) : feedback.isError ? (
          <p role="alert">{feedback.error.message}</p>
        ) : feedback.data.feedback.length === 0 ? (
          <p>No feedback yet. What borrowers send from the side bar’s prompt appears here.</p>
        ) : (
          <ul className="space-y-4">
            {feedback.data.feedback.map((item) => (
              <li key={item.uuid} className="rounded-xl border border-line p-4">
                <h2 className="text-lg font-semibold">{FEEDBACK_TOPIC_LABELS[item.topic]}</h2>
                <p className="mt-1 text-sm text-muted">
                  {formatDisplayDate(new Date(item.createdAt))} · {item.orgCode} · written on{' '}
                  <span className="font-mono break-all">{item.pathname}</span>
                  {item.applicationUuid ? (
                    <>
                      {' '}
                      · application{' '}
                      <TextLink
                        to={`/ops/applications/${item.applicationUuid}`}
                        className="font-mono break-all"
                      >
                        {item.applicationUuid}
                      </TextLink>
                    </>
                  ) : null}
                </p>
                <p className="mt-2 whitespace-pre-line">{item.message}</p>
                <p className="mt-2 text-sm">
                  Marketing use: {item.marketingConsent ? 'allowed' : 'not allowed'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </RequireOpsUser>
  );
}
