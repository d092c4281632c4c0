import { ScrollableTable } from '@/components/scrollable-table';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/document-title';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { conversionRate, groupByExperiment } from './experiment-conversion-rate';
import {
  fetchExperimentConversions,
  OPS_EXPERIMENT_CONVERSIONS_QUERY_KEY,
} from './experiment-conversions-api';

const TITLE = 'Experiments';
const count = new Intl.NumberFormat('en-US');

/**
 * How each running experiment's variations convert to the pre-qualified offer, for the lenders
 * the user serves: the applications whose browser saved a variation, and how many reached offers.
 */
export function ExperimentsPage() {
  useDocumentTitle(TITLE);
  const conversions = useQuery({
    queryKey: OPS_EXPERIMENT_CONVERSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchExperimentConversions(signal),
    staleTime: 0,
  });
  return (
    <RequireOpsUser>
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        {conversions.isPending ? (
          <p role="status">Loading the experiments…</p>
        ) : conversions.isError ? (
          <p role="alert">{conversions.error.message}</p>
        ) : conversions.data.length === 0 ? (
          <p>
            No application has saved a variation yet. Applications appear here once a borrower who
            saw an experiment registers.
          </p>
        ) : (
          groupByExperiment(conversions.data).map(([experiment, rows]) => (
            <section key={experiment} aria-labelledby={`experiment-${experiment}`} className="mb-8">
              <h2 id={`experiment-${experiment}`} className="mb-3 text-lg font-bold break-all">
                {experiment}
              </h2>
              <ScrollableTable label={`Conversions of ${experiment}`}>
                <table className="w-full border-collapse text-left text-sm sm:text-base">
                  <caption className="sr-only">
                    Applications and pre-qualified offers per variation of {experiment}
                  </caption>
                  <thead className="bg-gray-50">
                    <tr>
                      <th scope="col" className="p-2 sm:p-3">
                        Variation
                      </th>
                      <th scope="col" className="p-2 sm:p-3 text-right">
                        Applications
                      </th>
                      <th scope="col" className="p-2 sm:p-3 text-right">
                        Reached the offer
                      </th>
                      <th scope="col" className="p-2 sm:p-3 text-right">
                        Conversion
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.variation} className="border-t border-line">
                        <th scope="row" className="p-2 sm:p-3 font-mono font-normal break-all">
                          {row.variation}
                        </th>
                        <td className="p-2 sm:p-3 text-right">{count.format(row.applications)}</td>
                        <td className="p-2 sm:p-3 text-right">{count.format(row.reachedOffer)}</td>
                        <td className="p-2 sm:p-3 text-right">{conversionRate(row)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollableTable>
            </section>
          ))
        )}
      </div>
    </RequireOpsUser>
  );
}
