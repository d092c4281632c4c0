import { zFeaturesResponse, type FeatureFlag, type FeatureFlagKey } from '@openheloc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../api-client';
import { defaultFeatureFlag } from './get-feature-flag';

export const FEATURE_FLAGS_PATH = '/service-optimize/heloc/api/v1/features';

/**
 * Every flag of the lender in one call (v1/features), for features that read several (the chat:
 * whether it is offered, its live mode, its signed-in nonce). A failure gives no flags, so each
 * falls back to its default rather than breaking.
 */
export async function getLenderFlags(
  orgCode: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<FeatureFlag[]> {
  try {
    const answer = await client.request(FEATURE_FLAGS_PATH, {
      method: 'POST',
      body: { optimizeUser: { organization: orgCode } },
      schema: zFeaturesResponse,
      signal,
    });
    return answer.features;
  } catch {
    return [];
  }
}

export function lenderFlagsQueryOptions(orgCode: string) {
  return queryOptions({
    queryKey: ['feature-flags', orgCode],
    queryFn: ({ signal }) => getLenderFlags(orgCode, api, signal),
  });
}

/** One flag of the lender's, or its default when the lender's answer lacks it. */
export function pickFlag(flags: readonly FeatureFlag[], key: FeatureFlagKey): FeatureFlag {
  return flags.find((flag) => flag.key === key) ?? defaultFeatureFlag(key);
}

/** A query of one flag, read from the lender's flags (shared by every reader of the lender's). */
export function lenderFlagQueryOptions(orgCode: string, key: FeatureFlagKey) {
  return {
    ...lenderFlagsQueryOptions(orgCode),
    select: (flags: FeatureFlag[]) => pickFlag(flags, key),
  };
}
