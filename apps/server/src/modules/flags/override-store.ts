import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlagOverrides } from '../../db/schema';
import type { FlagOverrideRow } from '../../db/rows';

export const GLOBAL_ORG_CODE = '*';

export type OverrideStore = {
  /** The organisation's own overrides and the global ones. */
  forOrganization(orgCode: string): Promise<FlagOverrideRow[]>;
  upsert(row: FlagOverrideRow): Promise<FlagOverrideRow>;
  /** True when an override was there to remove. */
  remove(orgCode: string, flagKey: string): Promise<boolean>;
};

export function createOverrideStore(db: Db): OverrideStore {
  return {
    forOrganization: (orgCode) =>
      db
        .select()
        .from(featureFlagOverrides)
        .where(inArray(featureFlagOverrides.orgCode, [orgCode, GLOBAL_ORG_CODE])),

    upsert: async (row) => {
      const [stored] = await db
        .insert(featureFlagOverrides)
        .values(row)
        .onConflictDoUpdate({
          target: [featureFlagOverrides.orgCode, featureFlagOverrides.flagKey],
          set: {
            enabled: row.enabled,
            variables: row.variables,
            updatedAt: row.updatedAt,
            updatedBy: row.updatedBy,
          },
        })
        .returning();
      if (!stored) throw new Error('feature flag override upsert returned no row');
      return stored;
    },

    remove: async (orgCode, flagKey) => {
      const removed = await db
        .delete(featureFlagOverrides)
        .where(
          and(eq(featureFlagOverrides.orgCode, orgCode), eq(featureFlagOverrides.flagKey, flagKey)),
        )
        .returning({ flagKey: featureFlagOverrides.flagKey });
      return removed.length > 0;
    },
  };
}
