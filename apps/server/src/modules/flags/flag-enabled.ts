import type { FeatureFlagKey } from '@openheloc/domain';
import type { DbExecutor } from '../../jobs';
import { featureFlagOverrides } from '../../db/schema';
import { inArray } from 'drizzle-orm';
import { loadFlagDefaults, type FlagDefaults } from './flag-defaults';
import { GLOBAL_ORG_CODE } from './override-store';
import { resolveFlag } from './resolve-flag';

let defaults: FlagDefaults | undefined;

/**
 * Whether a flag is on for a lender, decided as the browser's flag call decides it (organisation
 * override > global override > default), for the server rules that the flag switches too.
 */
export async function flagEnabled(
  db: DbExecutor,
  orgCode: string,
  key: FeatureFlagKey,
): Promise<boolean> {
  defaults ??= loadFlagDefaults();
  const rows = await db
    .select()
    .from(featureFlagOverrides)
    .where(inArray(featureFlagOverrides.orgCode, [orgCode, GLOBAL_ORG_CODE]));
  const layer = (code: string) => {
    const row = rows.find((r) => r.flagKey === key && r.orgCode === code);
    return row && { enabled: row.enabled, variables: {} };
  };
  return resolveFlag(key, defaults[key], {
    global: layer(GLOBAL_ORG_CODE),
    organization: layer(orgCode),
  }).enabled;
}
