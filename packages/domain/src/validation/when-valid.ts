import type { core } from 'zod';

type Path = readonly PropertyKey[];

/** True when one path contains the other: an issue on `address` also concerns `address.state`. */
function overlaps(issuePath: readonly PropertyKey[], path: Path): boolean {
  const shared = Math.min(issuePath.length, path.length);
  return issuePath.slice(0, shared).every((key, index) => key === path[index]);
}

/**
 * A `when` guard for cross-field refinements: run only once the fields they read are valid,
 * so a form shows e.g. "Passwords don't match" even while an unrelated checkbox is unticked.
 */
export function whenValid(...paths: Path[]): (payload: core.ParsePayload) => boolean {
  return (payload) =>
    !payload.issues.some((issue) => paths.some((path) => overlaps(issue.path ?? [], path)));
}
