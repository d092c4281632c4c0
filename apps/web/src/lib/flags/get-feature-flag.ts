import {
  zFeatureFlag,
  type FeatureFlag,
  type FeatureFlagKey,
  type OptimizeUser,
} from '@openheloc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../api-client';

export const FEATURE_FLAG_PATH = '/service-optimize/heloc/api/v1/feature';

/** What a flag is when it cannot be fetched: off, with no variables (the defaults apply). */
export function defaultFeatureFlag(key: FeatureFlagKey): FeatureFlag {
  return { key, enabled: false, variables: {} };
}

/** Decides one flag for a user; any failure falls back to the default rather than breaking. */
export async function getFeatureFlag(
  key: FeatureFlagKey,
  optimizeUser: OptimizeUser,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<FeatureFlag> {
  try {
    return await client.request(FEATURE_FLAG_PATH, {
      method: 'POST',
      body: { featureKey: key, optimizeUser },
      schema: zFeatureFlag,
      signal,
    });
  } catch {
    return defaultFeatureFlag(key);
  }
}

export function featureFlagQueryOptions(key: FeatureFlagKey, optimizeUser: OptimizeUser) {
  return queryOptions({
    queryKey: ['feature-flag', key, optimizeUser],
    queryFn: ({ signal }) => getFeatureFlag(key, optimizeUser, api, signal),
  });
}
