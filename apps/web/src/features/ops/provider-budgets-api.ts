import { zProviderBudgetList, type ProviderBudget } from '@openheloc/domain';
import { opsApi } from '@/lib/ops-auth/ops-api';

export const OPS_PROVIDER_BUDGETS_QUERY_KEY = ['ops', 'provider-budgets'] as const;

/** Each served lender's budget of paid checks today (administrators and underwriters). */
export function fetchProviderBudgets(signal?: AbortSignal): Promise<ProviderBudget[]> {
  return opsApi.request('/ops/api/v1/provider-budgets', {
    schema: zProviderBudgetList,
    ...(signal ? { signal } : {}),
  });
}
