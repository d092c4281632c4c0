import { zApplicationStatus, zHelocApplication } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { setNewest } from '../../lib/bounded-map';
import { APPLICATION_NOT_FOUND_MESSAGE, type ApplicationScope } from '../workflow/transition';
import {
  applicationView,
  assertApplicationUuid,
  findOwnApplication,
  statusView,
} from './read-service';
import { knownViewVersion, rememberViewVersion, viewChangeStamp } from './view-versions';

/** About 15 KB each: some 7 MB at most. */
const MAX_ENTRIES = 500;

/** `staleAt`: when the answer changes with the clock alone (the end of the right to cancel). */
type Entry = { viewVersion: number; json: string; staleAt: number | null };

/** The two answers polled and read most: the application and its status. */
export type CachedAnswer = 'application' | 'status';

/**
 * The application's read answer and its status, serialised, by application and view version.
 * Triggers move `applications.view_version` with every change to the application or a row its
 * answer shows (migration 0011), on whichever instance the change happens, so an entry whose
 * version is still the row's is the answer the queries would give. The status alone also
 * depends on the clock, at one moment (CANCEL is not offered once the right to cancel ends): its
 * entry is stale from then on. A hit costs no query while this process remembers the version
 * (view-versions.ts), else one small query (owner and version) instead of the whole row, JSON
 * columns included, and for the application about nine more.
 */
const caches = new WeakMap<Db, Record<CachedAnswer, Map<string, Entry>>>();

function cacheOf(db: Db, answer: CachedAnswer): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { application: new Map(), status: new Map() };
    caches.set(db, cache);
  }
  return cache[answer];
}

/** The view version of the caller's application, or 404 as findOwnApplication answers. */
async function ownViewVersion(db: Db, scope: ApplicationScope, now: Date): Promise<number> {
  assertApplicationUuid(scope.uuid);
  const known = knownViewVersion(db, scope, now);
  if (known !== undefined) return known;
  const stamp = viewChangeStamp(db);
  const conditions = [eq(applications.uuid, scope.uuid), eq(applications.orgCode, scope.orgCode)];
  if (scope.ownerIdentityUuid !== undefined) {
    conditions.push(eq(applications.identityUuid, scope.ownerIdentityUuid));
  }
  const [row] = await db
    .select({
      viewVersion: applications.viewVersion,
      identityUuid: applications.identityUuid,
      orgCode: applications.orgCode,
    })
    .from(applications)
    .where(and(...conditions));
  if (!row) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  rememberViewVersion(db, scope.uuid, row, stamp, now);
  return row.viewVersion;
}

/** The answer as JSON, validated against its schema as the route's serializer would. */
export async function cachedAnswerJson(
  db: Db,
  scope: ApplicationScope,
  answer: CachedAnswer,
  now: Date,
): Promise<string> {
  const cache = cacheOf(db, answer);
  const viewVersion = await ownViewVersion(db, scope, now);
  const cached = cache.get(scope.uuid);
  const fresh = (entry: Entry) => entry.staleAt === null || now.getTime() < entry.staleAt;
  if (cached && cached.viewVersion === viewVersion && fresh(cached)) {
    // Most recently used last, so that the least used is dropped first.
    setNewest(cache, scope.uuid, cached, MAX_ENTRIES);
    return cached.json;
  }
  const row = await findOwnApplication(db, scope);
  const json =
    answer === 'application'
      ? JSON.stringify(zHelocApplication.parse(await applicationView(db, row)))
      : JSON.stringify(zApplicationStatus.parse(statusView(row, now)));
  const endsAt = row.rescissionEndsAt?.getTime() ?? null;
  const staleAt = answer === 'status' && endsAt !== null && now.getTime() < endsAt ? endsAt : null;
  // Under the version of the row the answer was made from, which may be newer than the first.
  setNewest(cache, scope.uuid, { viewVersion: row.viewVersion, json, staleAt }, MAX_ENTRIES);
  return json;
}
