import type { FeatureFlagKey } from '@openheloc/domain';

export type FlagSource = 'default' | 'global' | 'organization';
export type FlagVariables = Record<string, unknown>;
export type FlagLayer = { enabled: boolean; variables: FlagVariables };
export type ResolvedFlag = FlagLayer & { key: FeatureFlagKey; source: FlagSource };

/**
 * Organisation override > global override > default. The most specific layer decides
 * `enabled`; each layer's variables merge over the ones below it (shallowly: a list such as
 * the maintenance routes is replaced, not appended to).
 */
export function resolveFlag(
  key: FeatureFlagKey,
  base: FlagLayer,
  overrides: { global?: FlagLayer | undefined; organization?: FlagLayer | undefined },
): ResolvedFlag {
  let resolved: ResolvedFlag = {
    key,
    enabled: base.enabled,
    variables: { ...base.variables },
    source: 'default',
  };
  const layers = [
    ['global', overrides.global],
    ['organization', overrides.organization],
  ] as const;
  for (const [source, layer] of layers) {
    if (layer) {
      resolved = {
        key,
        enabled: layer.enabled,
        variables: { ...resolved.variables, ...layer.variables },
        source,
      };
    }
  }
  return resolved;
}
