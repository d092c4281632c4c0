import { z } from 'zod';
import {
  zExperimentVariables,
  zMaintenanceVariables,
  type FeatureFlagKey,
} from '@openheloc/domain';

const MAX_VARIABLES = 50;
const zScalar = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** Variables of a flag without a declared shape: flat, few and small. */
export const zGenericFlagVariables = z
  .record(z.string().min(1).max(100), z.union([zScalar, z.array(zScalar).max(100)]))
  .refine((variables) => Object.keys(variables).length <= MAX_VARIABLES, {
    message: `At most ${MAX_VARIABLES} variables are allowed`,
  });

type VariablesSchema = z.ZodType<Record<string, unknown>>;

const zMaintenance = zMaintenanceVariables;
const zExperiment = zExperimentVariables;

/** The complete variables a flag's default must carry. */
export const DEFAULT_VARIABLE_SCHEMAS: Record<FeatureFlagKey, VariablesSchema> = {
  'fe-heloc-maintenance': zMaintenance,
  'fe-heloc-redesign-2025': zExperiment,
  'fe-heloc-additional-signer-conditions': zGenericFlagVariables,
  'fe-webchat': zGenericFlagVariables,
  'fe-webchat-stream': zGenericFlagVariables,
  'fe-csp-feature-flag-borrower-authentication': zGenericFlagVariables,
  'fe-heloc-portfolio-manager': zGenericFlagVariables,
};

/**
 * What an override may set: any subset of the default's variables, since it merges over them.
 * Unknown maintenance variables are refused so that a misspelt name does not pass silently.
 */
export const OVERRIDE_VARIABLE_SCHEMAS: Record<FeatureFlagKey, VariablesSchema> = {
  ...DEFAULT_VARIABLE_SCHEMAS,
  'fe-heloc-maintenance': zMaintenance.partial().strict(),
  'fe-heloc-redesign-2025': zExperiment.partial().strict(),
};
