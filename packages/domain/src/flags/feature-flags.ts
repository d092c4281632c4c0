import { z } from 'zod';
import { zFlagDecision } from './flag-decision';

export const FEATURE_FLAG_KEYS = [
  'fe-heloc-maintenance',
  'fe-heloc-redesign-2025',
  'fe-heloc-additional-signer-conditions',
  'fe-webchat',
  'fe-webchat-stream',
  'fe-csp-feature-flag-borrower-authentication',
  'fe-heloc-portfolio-manager',
] as const;
export const zFeatureFlagKey = z.enum(FEATURE_FLAG_KEYS);
/** Opens the additional signers' document requests (their conditions pages and API). */
export const SIGNER_CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';
export type FeatureFlagKey = z.infer<typeof zFeatureFlagKey>;

/** Attributes of the user a flag is decided for. */
export const zOptimizeUser = z.object({
  organization: z.optional(z.string().check(z.maxLength(40))),
  applicationUuid: z.optional(z.uuid()),
  createdAt: z.optional(z.string().check(z.maxLength(40))),
  identityUuid: z.optional(z.uuid()),
});
export type OptimizeUser = z.infer<typeof zOptimizeUser>;

export const zFlagVariables = z.record(z.string(), z.unknown());

export const zFeatureFlag = z.object({
  key: z.string(),
  enabled: z.boolean(),
  variables: zFlagVariables,
});
export type FeatureFlag = z.infer<typeof zFeatureFlag>;

export const zFeatureRequest = z.object({
  featureKey: z.string().check(z.minLength(1), z.maxLength(100)),
  optimizeUser: zOptimizeUser,
});
export const zFeaturesRequest = z.object({ optimizeUser: zOptimizeUser });
export const zDecisionRequest = z.object({
  optimizeUser: zOptimizeUser,
  trackerId: z.uuid(),
  featureKeys: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
  ),
});
export const zFeaturesResponse = z.object({ features: z.array(zFeatureFlag) });
export const zDecisionResponse = z.object({
  trackerId: z.uuid(),
  decisions: z.array(zFlagDecision),
});

/** Bounded so that an operator's typo cannot put a megabyte banner in front of every borrower. */
export const zMaintenanceVariables = z.object({
  routes: z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(100)),
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  pageTitle: z.string().check(z.minLength(1), z.maxLength(200)),
  shouldShowDashboardLink: z.boolean(),
});
export type MaintenanceVariables = z.infer<typeof zMaintenanceVariables>;

export const DEFAULT_MAINTENANCE_TITLE = 'Scheduled Maintenance';
export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

/** The browser's fallback when the flag cannot be fetched; the server's data file starts from the same values. */
export const DEFAULT_MAINTENANCE_VARIABLES: MaintenanceVariables = {
  routes: [],
  message: DEFAULT_MAINTENANCE_MESSAGE,
  pageTitle: DEFAULT_MAINTENANCE_TITLE,
  shouldShowDashboardLink: true,
};
