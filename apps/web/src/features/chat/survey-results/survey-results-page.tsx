import { zChatSurveyResultsQuery, type ChatSurveyResultsQuery } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { SurveyFiltersForm } from './survey-filters-form';
import { SurveyResultItem } from './survey-result-item';
import { SurveySummary } from './survey-summary';
import { fetchSurveyResults } from './survey-results-api';

const TITLE = 'Chat survey results';

/** The filters in the address, so a filtered list can be reloaded or shared; wrong ones are dropped. */
function filtersOf(params: URLSearchParams): ChatSurveyResultsQuery {
  const parsed = zChatSurveyResultsQuery.safeParse({
    skill: params.get('skill') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : {};
}

function SurveyResults() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const results = useQuery({
    queryKey: ['ops', 'chat', 'surveys', filters],
    queryFn: ({ signal }) => fetchSurveyResults(filters, signal),
    staleTime: 0,
  });
  const apply = (next: ChatSurveyResultsQuery) =>
    setParams(Object.fromEntries(Object.entries(next).filter((entry) => entry[1] !== undefined)));

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <PageHeading caption="Operations">{TITLE}</PageHeading>
      <p className="mb-6">
        What borrowers answered after a chat with an agent.{' '}
        <TextLink to="/ops/chat">Back to the chat console</TextLink>
      </p>
      <SurveyFiltersForm filters={filters} onApply={apply} />
      {results.isPending ? (
        <p role="status">Loading survey results…</p>
      ) : results.isError ? (
        <p role="alert">{results.error.message}</p>
      ) : (
        <>
          <SurveySummary summary={results.data.summary} listed={results.data.results.length} />
          {results.data.results.length === 0 ? (
            <p>No answered surveys match these filters.</p>
          ) : (
            <ul className="space-y-4" aria-label="Answers">
              {results.data.results.map((result) => (
                <SurveyResultItem key={result.contactId} result={result} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** Operations read the satisfaction surveys: filters by skill and day, averages, the answers. */
export function SurveyResultsPage() {
  return (
    <RequireOpsUser roles={['CHAT_AGENT', 'ADMIN']}>
      <SurveyResults />
    </RequireOpsUser>
  );
}
