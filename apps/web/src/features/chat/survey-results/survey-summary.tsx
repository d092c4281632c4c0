import type { ChatSurveyResults } from '@openheloc/domain';

/** The averages over every answer the filters match (the list shows at most 500). */
export function SurveySummary({
  summary,
  listed,
}: {
  summary: ChatSurveyResults['summary'];
  listed: number;
}) {
  const items = [
    ['Answers', String(summary.count)],
    [
      'Average satisfaction',
      summary.averageSatisfaction === null ? 'None yet' : `${summary.averageSatisfaction} of 5`,
    ],
    [
      'Question answered',
      summary.resolvedPercent === null ? 'None yet' : `${summary.resolvedPercent}%`,
    ],
  ] as const;
  return (
    <section aria-labelledby="survey-summary" className="mb-6">
      <h2 id="survey-summary" className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {items.map(([term, value]) => (
          <div key={term} className="rounded-xl border border-line p-4">
            <dt className="text-sm font-semibold text-muted">{term}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {listed < summary.count ? (
        <p className="mt-2 text-sm text-muted">
          The newest {listed} of {summary.count} answers are listed.
        </p>
      ) : null}
    </section>
  );
}
