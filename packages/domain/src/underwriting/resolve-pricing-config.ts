import type { z } from 'zod';
import { DEFAULT_PRICING_CONFIG } from './default-pricing-config';
import { deepMerge, isPlainObject } from './deep-merge';
import { zPricingConfig, type PricingConfig } from './pricing-config-schema';

export interface PricingConfigIssue {
  /** Dotted path into the merged configuration, e.g. marginGrid.rows.2.marginsPercent. */
  path: string;
  message: string;
}

/** An organisation's pricing data cannot be used; the message names every bad path. */
export class PricingConfigError extends Error {
  readonly issues: PricingConfigIssue[];

  constructor(issues: PricingConfigIssue[]) {
    super(
      `Invalid pricing data: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'PricingConfigError';
    this.issues = issues;
  }
}

function dottedPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}

function zodIssues(error: z.ZodError): PricingConfigIssue[] {
  return error.issues.map((issue) => ({ path: dottedPath(issue.path), message: issue.message }));
}

/**
 * The organisation's pricing data (a list of partial objects) merged in order over the
 * defaults, then validated as a whole.
 */
export function resolvePricingConfig(pricingData: readonly unknown[]): PricingConfig {
  const notObjects = pricingData.flatMap((entry, index) =>
    isPlainObject(entry) ? [] : [{ path: `pricingData.${index}`, message: 'Must be an object' }],
  );
  if (notObjects.length > 0) throw new PricingConfigError(notObjects);
  const merged = pricingData.reduce<unknown>(
    (config, entry) => deepMerge(config, entry),
    DEFAULT_PRICING_CONFIG,
  );
  const result = zPricingConfig.safeParse(merged);
  if (!result.success) throw new PricingConfigError(zodIssues(result.error));
  return result.data;
}
