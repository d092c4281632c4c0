import {
  EXPERIMENTS,
  zDecisionResponse,
  zExperimentVariables,
  type ExperimentKey,
  type FeatureFlag,
  type Variation,
} from '@openheloc/domain';
import { api, type ApiClient } from '../api-client';

export const DECISION_PATH = '/service-optimize/heloc/api/v2/decision';

/**
 * The variation the flag's share makes certain without asking (everyone or no one gets the
 * treatment), undefined when only v2/decision can tell, null when the experiment is off.
 */
export function certainVariation<K extends ExperimentKey>(
  key: K,
  flag: FeatureFlag,
): Variation<K> | null | undefined {
  if (!flag.enabled) return null;
  const parsed = zExperimentVariables.safeParse(flag.variables);
  const percent = parsed.success ? parsed.data.treatmentPercent : 100;
  if (percent >= 100) return EXPERIMENTS[key].treatment;
  if (percent <= 0) return EXPERIMENTS[key].control;
  return undefined;
}

/** The tracker's variation from v2/decision; null when the server gives none. */
export async function decideVariation<K extends ExperimentKey>(
  key: K,
  { trackerId, orgCode }: { trackerId: string; orgCode: string },
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<Variation<K> | null> {
  const answer = await client.request(DECISION_PATH, {
    method: 'POST',
    body: { optimizeUser: { organization: orgCode }, trackerId, featureKeys: [key] },
    schema: zDecisionResponse,
    signal,
  });
  const variation = answer.decisions.find((decision) => decision.key === key)?.variationKey;
  const { treatment, control } = EXPERIMENTS[key];
  return variation === treatment || variation === control ? variation : null;
}
