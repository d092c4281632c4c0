import { zExperimentConversions, type ExperimentConversion } from '@openheloc/domain';
import { opsApi } from '@/lib/ops-auth/ops-api';

export const OPS_EXPERIMENT_CONVERSIONS_QUERY_KEY = ['ops', 'experiments', 'conversions'] as const;

/** Applications and conversions to the pre-qualified offer, per experiment variation. */
export async function fetchExperimentConversions(
  signal?: AbortSignal,
): Promise<ExperimentConversion[]> {
  const answer = await opsApi.request('/ops/api/v1/experiments/conversions', {
    schema: zExperimentConversions,
    ...(signal ? { signal } : {}),
  });
  return answer.conversions;
}
