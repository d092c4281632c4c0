import type { Db } from '../../db/client';
import { heardMemoryPerDatabase } from '../../db/heard-memory';
import type { ApplicationScope } from '../workflow/transition';

/**
 * How long a remembered version is used without asking again: the bound on a change this process
 * did not hear of (a notification lost before its listener noticed the lost connection).
 */
export const VIEW_RECHECK_AFTER_MS = 5_000;

/** What the view-version query answers: whose application it is and its version. */
export type ViewVersionRow = { viewVersion: number; identityUuid: string; orgCode: string };

/**
 * Applications' view versions, by application, so that a read whose cached answer is still
 * current costs no query; enough for every application polled at once on one instance. The
 * version moves with every change to what the answers show, and the `applications_view_changed`
 * trigger (migration 0020) names the application at commit; this process forgets it when it
 * hears so (view-version-changes.ts). Until the process is known to hear every change, nothing is
 * remembered and the database is asked (docs/decisions/0031).
 */
const viewVersions = heardMemoryPerDatabase<ViewVersionRow>(10_000);

/** Turns the memory on while every change reaches this process, and off, emptied, when not. */
export function trustViewVersions(db: Db, trusted: boolean): void {
  viewVersions(db).trust(trusted);
}

/** A stamp to take before asking the database, for `rememberViewVersion`. */
export function viewChangeStamp(db: Db): number {
  return viewVersions(db).stamp();
}

/** Remembers what the database answered at `now`, unless a change was heard of meanwhile. */
export function rememberViewVersion(
  db: Db,
  applicationUuid: string,
  row: ViewVersionRow,
  stamp: number,
  now: Date,
): void {
  const until = new Date(now.getTime() + VIEW_RECHECK_AFTER_MS);
  viewVersions(db).remember(applicationUuid, row, until, stamp);
}

/**
 * The remembered version of the application in scope, or undefined when it must be asked for:
 * not remembered, due to be asked again, or not the caller's (the query then answers 404).
 */
export function knownViewVersion(db: Db, scope: ApplicationScope, now: Date): number | undefined {
  const known = viewVersions(db).recall(scope.uuid, now);
  if (!known || known.orgCode !== scope.orgCode) return undefined;
  if (scope.ownerIdentityUuid !== undefined && known.identityUuid !== scope.ownerIdentityUuid) {
    return undefined;
  }
  return known.viewVersion;
}

export function forgetViewVersion(db: Db, applicationUuid: string): void {
  viewVersions(db).forget(applicationUuid);
}
