import { z } from 'zod';
import {
  zFeatureFlag,
  zFeatureFlagKey,
  zFlagVariables,
  zTelemetryContext,
} from '@openheloc/domain';
import { errorResponses } from '../../http/error-responses';

export const zContextParams = z.object({ context: zTelemetryContext });

export const zAdminOrganizationParams = z.object({
  /** An organisation code, or `*` for the global override. */
  orgCode: z.string().min(1).max(40),
});
export const zAdminFlagParams = zAdminOrganizationParams.extend({
  key: z.string().min(1).max(100),
});

export const zOverrideBody = z.strictObject({
  enabled: z.boolean(),
  /** Merged over the default's variables; checked against the flag's own variable schema. */
  variables: z.optional(zFlagVariables),
});

export const zAdminFlag = z.object({
  ...zFeatureFlag.shape,
  key: zFeatureFlagKey,
  source: z.enum(['default', 'global', 'organization']),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export const zAdminFlagList = z.object({ orgCode: z.string(), features: z.array(zAdminFlag) });

export const routeErrors = errorResponses(400, 404);
export const adminErrorResponses = { ...routeErrors, ...errorResponses(401) };

/** Flag requests are a few hundred bytes; anything far bigger is not a browser asking. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
export const ADMIN_BODY_LIMIT = 64 * 1024;
