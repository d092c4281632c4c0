import type { StateLicense } from '@openheloc/domain';
import { stateName } from './lender-facts';

/**
 * The states by full name, in the alphabetical order of those names (the server sorts by code,
 * which reads out of order once spelled out: Arkansas before Arizona). A code the app does not
 * know is shown as it is.
 */
export function licensedStateNames(
  licenses: readonly StateLicense[],
): { abbrev: string; name: string }[] {
  return licenses
    .map(({ abbrev }) => ({ abbrev, name: stateName(abbrev.toUpperCase()) ?? abbrev }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
