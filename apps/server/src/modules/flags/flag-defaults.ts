import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from '@openheloc/domain';
import type { FlagLayer } from './resolve-flag';
import { DEFAULT_VARIABLE_SCHEMAS } from './variable-schemas';

export type FlagDefaults = Record<FeatureFlagKey, FlagLayer>;

const defaultsFile = path.join(import.meta.dirname, 'data', 'flag-defaults.json');

const zFlagDefaults = z.strictObject(
  Object.fromEntries(
    FEATURE_FLAG_KEYS.map((key) => [
      key,
      z.strictObject({ enabled: z.boolean(), variables: DEFAULT_VARIABLE_SCHEMAS[key] }),
    ]),
  ),
);

/** Reads and checks the defaults file; a missing or malformed flag stops the server at start. */
export function loadFlagDefaults(file: string = defaultsFile): FlagDefaults {
  const parsed = zFlagDefaults.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Invalid feature-flag defaults in ${file}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as FlagDefaults;
}
