import { featureFlagQueryOptions } from '@/lib/flags/get-feature-flag';
import { prefetchLenderFlag } from '@/lib/flags/prefetch-lender-flag';

export const REDESIGN_FLAG_KEY = 'fe-heloc-redesign-2025';

export const redesignFlagQueryOptions = (orgCode: string) =>
  featureFlagQueryOptions(REDESIGN_FLAG_KEY, { organization: orgCode });

/**
 * The /register-v2 route's loader: the flag is asked for while the layout's code loads, rather
 * than after it (one round trip less before the first screen). The layout reads the same query.
 */
export const prefetchRedesignFlag = () => prefetchLenderFlag(redesignFlagQueryOptions);
