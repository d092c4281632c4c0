import type { Db } from '../../db/client';
import type { ApplicationScope } from '../workflow/transition';

/** Enough for every application polled at once on one instance. */
const MAX_ENTRIES = 10_000;

/**
 * How long a remembered version is used without asking again: the bound on a change this process
 * did not hear of (a notification lost before its listener noticed the lost connection).
 */
export const VIEW_RECHECK_AFTER_MS = 5_000;

/** What the view-version query answers: whose application it is and its version. */
export type ViewVersionRow = { viewVersion: number; identityUuid: string; orgCode: string };

type Known = ViewVersionRow & { until: number };

type Memory = {
  known: Map<string, Known>;
  /** Bumped by every change heard of: a lookup that raced one is not remembered. */
  changes: number;
  /** Whether every change reaches this process (see `trustViewVersions`). */
  trusted: boolean;
};

/**
 * Applications' view versions, by application, so that a read whose cached answer is still
 * current costs no query. The version moves with every change to what the answers show, and the
 * `applications_view_changed` trigger (migration 0020) names the application at commit; this
 * process forgets it when it hears so (view-version-changes.ts). Until the process is known to
 * hear every change, nothing is remembered and the database is asked (docs/decisions/0031).
 */
const memories = new WeakMap<Db, Memory>();

function memoryOf(db: Db): Memory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { known: new Map(), changes: 0, trusted: false };
    memories.set(db, memory);
  }
  return memory;
}

/** Turns the memory on while every change reaches this process, and off, emptied, when not. */
export function trustViewVersions(db: Db, trusted: boolean): void {
  const memory = memoryOf(db);
  memory.changes += 1;
  memory.known.clear();
  memory.trusted = trusted;
}

/** A stamp to take before asking the database, for `rememberViewVersion`. */
export function viewChangeStamp(db: Db): number {
  return memoryOf(db).changes;
}

/** Remembers what the database answered at `now`, unless a change was heard of meanwhile. */
export function rememberViewVersion(
  db: Db,
  applicationUuid: string,
  row: ViewVersionRow,
  stamp: number,
  now: Date,
): void {
  const memory = memoryOf(db);
  if (!memory.trusted || memory.changes !== stamp) return;
  memory.known.delete(applicationUuid);
  if (memory.known.size >= MAX_ENTRIES) {
    const oldest = memory.known.keys().next();
    if (!oldest.done) memory.known.delete(oldest.value);
  }
  memory.known.set(applicationUuid, { ...row, until: now.getTime() + VIEW_RECHECK_AFTER_MS });
}

/**
 * The remembered version of the application in scope, or undefined when it must be asked for:
 * not remembered, due to be asked again, or not the caller's (the query then answers 404).
 */
export function knownViewVersion(db: Db, scope: ApplicationScope, now: Date): number | undefined {
  const memory = memories.get(db);
  const known = memory?.trusted ? memory.known.get(scope.uuid) : undefined;
  if (!known || known.until <= now.getTime()) return undefined;
  if (known.orgCode !== scope.orgCode) return undefined;
  if (scope.ownerIdentityUuid !== undefined && known.identityUuid !== scope.ownerIdentityUuid) {
    return undefined;
  }
  return known.viewVersion;
}

export function forgetViewVersion(db: Db, applicationUuid: string): void {
  const memory = memoryOf(db);
  memory.changes += 1;
  memory.known.delete(applicationUuid);
}
