import type { ProviderBudget } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchProviderBudgets, OPS_PROVIDER_BUDGETS_QUERY_KEY } from './provider-budgets-api';

const count = new Intl.NumberFormat('en-US');

/** One lender's line: today's use of its paid-check budget and who waits for it. */
export function budgetLine(budget: ProviderBudget): string {
  const waiting =
    budget.waitingApplications === 0
      ? 'no application waiting'
      : `${count.format(budget.waitingApplications)} application${budget.waitingApplications === 1 ? '' : 's'} waiting`;
  return `${budget.brandName}: ${count.format(budget.usedToday)} of ${count.format(budget.callsPerDay)} paid checks used today (UTC), ${waiting}.`;
}

/** The home page's lines on the lenders' daily budgets of paid third-party checks. */
export function ProviderBudgetLines() {
  const budgets = useQuery({
    queryKey: OPS_PROVIDER_BUDGETS_QUERY_KEY,
    queryFn: ({ signal }) => fetchProviderBudgets(signal),
  });
  return (
    <section aria-labelledby="provider-budgets-heading" className="mt-10">
      <h2 id="provider-budgets-heading" className="mb-3 text-lg font-bold text-ink">
        Paid checks today
      </h2>
      {budgets.isError ? (
        <p role="alert">The budgets could not be loaded. Reload the page to try again.</p>
      ) : budgets.data ? (
        <ul className="space-y-2">
          {budgets.data.map((budget) => (
            <li key={budget.orgCode}>{budgetLine(budget)}</li>
          ))}
        </ul>
      ) : (
        <p>Loading the budgets…</p>
      )}
    </section>
  );
}
