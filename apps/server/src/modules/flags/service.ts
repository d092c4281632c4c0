import type { FastifyBaseLogger } from 'fastify';
import {
  FEATURE_FLAG_KEYS,
  assignVariation,
  isExperimentKey,
  zExperimentVariables,
  zFeatureFlagKey,
  type FeatureFlagKey,
  type OptimizeUser,
} from '@openheloc/domain';
import type { OrganizationResolver } from '../../app-types';
import { AppError } from '../../http/app-error';
import type { FlagDefaults } from './flag-defaults';
import { GLOBAL_ORG_CODE, type OverrideStore } from './override-store';
import { resolveFlag, type FlagLayer, type FlagVariables, type ResolvedFlag } from './resolve-flag';
import { OVERRIDE_VARIABLE_SCHEMAS } from './variable-schemas';
import { variablesError } from './variables-error';
import type { FlagOverrideRow } from '../../db/rows';

export type AdminFlagView = ResolvedFlag & { updatedAt: string | null; updatedBy: string | null };
export type OverrideInput = { enabled: boolean; variables?: FlagVariables | undefined };

type Decision = { flag: ResolvedFlag; decidedBy: FlagOverrideRow | undefined };

export type FlagServiceDeps = {
  store: OverrideStore;
  defaults: FlagDefaults;
  organizations: OrganizationResolver;
  now: () => Date;
  log: FastifyBaseLogger;
};

export type FlagService = ReturnType<typeof createFlagService>;

export function createFlagService({ store, defaults, organizations, now, log }: FlagServiceDeps) {
  function decide(
    orgCode: string,
    rows: readonly FlagOverrideRow[],
    key: FeatureFlagKey,
  ): Decision {
    const global = rows.find((row) => row.flagKey === key && row.orgCode === GLOBAL_ORG_CODE);
    const own =
      orgCode === GLOBAL_ORG_CODE
        ? undefined
        : rows.find((row) => row.flagKey === key && row.orgCode === orgCode);
    const flag = resolveFlag(key, defaults[key], {
      global: global && layerOf(global),
      organization: own && layerOf(own),
    });
    const decidedBy =
      flag.source === 'organization' ? own : flag.source === 'global' ? global : undefined;
    return { flag, decidedBy };
  }

  /** A stored override whose variables no longer fit (edited by hand, schema tightened) keeps its switch only. */
  function layerOf(row: FlagOverrideRow): FlagLayer {
    const schema = OVERRIDE_VARIABLE_SCHEMAS[row.flagKey as FeatureFlagKey];
    if (schema.safeParse(row.variables).success) {
      return { enabled: row.enabled, variables: row.variables };
    }
    log.warn({ orgCode: row.orgCode, flagKey: row.flagKey }, 'ignoring invalid override variables');
    return { enabled: row.enabled, variables: {} };
  }

  /**
   * Flags are read on every request, never cached, so that maintenance mode switches at once.
   * A browser falls back to the defaults when flags fail; answering them here does the same
   * without an error.
   */
  async function borrowerRows(orgCode: string): Promise<FlagOverrideRow[]> {
    try {
      return await store.forOrganization(orgCode);
    } catch (err) {
      log.warn({ err, orgCode }, 'feature-flag overrides unavailable; answering the defaults');
      return [];
    }
  }

  async function borrowerFlags(orgCode: string): Promise<ResolvedFlag[]> {
    const rows = await borrowerRows(orgCode);
    return FEATURE_FLAG_KEYS.map((key) => decide(orgCode, rows, key).flag);
  }

  /** Codes compare as the registry compares them (it ignores case). */
  function checkUser(orgCode: string, user: OptimizeUser): void {
    if (
      user.organization !== undefined &&
      organizations.byCode(user.organization)?.orgCode !== orgCode
    ) {
      throw AppError.badRequest(
        'The organization does not match this site',
        'optimizeUser.organization',
      );
    }
  }

  function knownKey(key: string, field?: string): FeatureFlagKey {
    const parsed = zFeatureFlagKey.safeParse(key);
    if (!parsed.success) throw new AppError('not_found', 'Unknown feature flag', field);
    return parsed.data;
  }

  /** The stored code is the registry's spelling, whatever case the operator typed. */
  function adminTarget(orgCode: string): string {
    if (orgCode === GLOBAL_ORG_CODE) return orgCode;
    const org = organizations.byCode(orgCode);
    if (!org) throw AppError.notFound('Unknown organization');
    return org.orgCode;
  }

  function adminView({ flag, decidedBy }: Decision): AdminFlagView {
    return {
      ...flag,
      updatedAt: decidedBy ? decidedBy.updatedAt.toISOString() : null,
      updatedBy: decidedBy ? decidedBy.updatedBy : null,
    };
  }

  async function currentAdminView(orgCode: string, key: FeatureFlagKey): Promise<AdminFlagView> {
    return adminView(decide(orgCode, await store.forOrganization(orgCode), key));
  }

  /** A share that does not parse (an override edited by hand) gives everyone the treatment. */
  function treatmentPercentOf(flag: ResolvedFlag): number {
    const parsed = zExperimentVariables.safeParse(flag.variables);
    return parsed.success ? parsed.data.treatmentPercent : 100;
  }

  return {
    async feature(orgCode: string, user: OptimizeUser, featureKey: string): Promise<ResolvedFlag> {
      checkUser(orgCode, user);
      const key = knownKey(featureKey, 'featureKey');
      return decide(orgCode, await borrowerRows(orgCode), key).flag;
    },

    async features(orgCode: string, user: OptimizeUser): Promise<ResolvedFlag[]> {
      checkUser(orgCode, user);
      return borrowerFlags(orgCode);
    },

    /**
     * Keys this server does not know are left out, so that a client asking for a retired flag
     * still gets the rest. An experiment whose flag is on assigns the tracker its variation (the
     * same one on every call); any other flag has none.
     */
    async decisions(
      orgCode: string,
      user: OptimizeUser,
      featureKeys: readonly string[] | undefined,
      trackerId: string,
    ): Promise<Array<ResolvedFlag & { variationKey: string | null }>> {
      checkUser(orgCode, user);
      const flags = await borrowerFlags(orgCode);
      const asked = featureKeys ? flags.filter((flag) => featureKeys.includes(flag.key)) : flags;
      return asked.map((flag) => ({
        ...flag,
        variationKey:
          flag.enabled && isExperimentKey(flag.key)
            ? assignVariation(flag.key, trackerId, treatmentPercentOf(flag))
            : null,
      }));
    },

    async listForAdmin(target: string): Promise<{ orgCode: string; features: AdminFlagView[] }> {
      const orgCode = adminTarget(target);
      const rows = await store.forOrganization(orgCode);
      return {
        orgCode,
        features: FEATURE_FLAG_KEYS.map((key) => adminView(decide(orgCode, rows, key))),
      };
    },

    async setOverride(
      target: string,
      flagKey: string,
      input: OverrideInput,
      actor: string,
    ): Promise<AdminFlagView> {
      const orgCode = adminTarget(target);
      const key = knownKey(flagKey);
      const parsed = OVERRIDE_VARIABLE_SCHEMAS[key].safeParse(input.variables ?? {});
      if (!parsed.success) throw variablesError(parsed.error.issues);
      await store.upsert({
        orgCode,
        flagKey: key,
        enabled: input.enabled,
        variables: parsed.data,
        updatedAt: now(),
        updatedBy: actor,
      });
      return currentAdminView(orgCode, key);
    },

    async removeOverride(target: string, flagKey: string): Promise<AdminFlagView> {
      const orgCode = adminTarget(target);
      const key = knownKey(flagKey);
      if (!(await store.remove(orgCode, key))) throw AppError.notFound('No override to remove');
      return currentAdminView(orgCode, key);
    },
  };
}
