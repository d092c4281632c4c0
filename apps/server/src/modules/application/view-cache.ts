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
import { createHash } from 'node:crypto';

/** About 15 KB each: some 7 MB at most. */
const MAX_ENTRIES = 500;

/** `staleAt`: when the answer changes with the clock alone (the end of the right to cancel). */
type Entry = { viewVersion: number; json: string; etag: string; staleAt: number | null };

/** The answer as sent, and the entity tag a later `If-None-Match` names it by. */
export type CachedAnswerJson = { json: string; etag: string };

/** The two answers polled and read most: the application and its status. */
export type CachedAnswer = 'application' | 'status';

/**
 * The application's read answer and its status, serialised, by application and view version.
 * Triggers move `applications.view_version` with every change to the application or a row its
 * answer shows (migration 0011), on whichever instance the change happens, so an entry whose
 * version is still the row's is the answer the queries would give. The status alone also
 * depends on the clock, at one moment (CANCEL is not offered once the right to cancel ends): its
 * entry is stale from then on. A hit costs one small query (owner and version) instead of the whole
 * row, JSON columns included, and for the application about nine more. The version is asked of
 * the database on every read, never remembered: a write on any instance, through any pooler, is
 * seen by the next read (decision 0042).
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
async function ownViewVersion(db: Db, scope: ApplicationScope): Promise<number> {
  assertApplicationUuid(scope.uuid);
  const conditions = [eq(applications.uuid, scope.uuid), eq(applications.orgCode, scope.orgCode)];
  if (scope.ownerIdentityUuid !== undefined) {
    conditions.push(eq(applications.identityUuid, scope.ownerIdentityUuid));
  }
  const [row] = await db
    .select({ viewVersion: applications.viewVersion })
    .from(applications)
    .where(and(...conditions));
  if (!row) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return row.viewVersion;
}

/** The answer as JSON, validated against its schema as the route's serializer would. */
export async function cachedAnswerJson(
  db: Db,
  scope: ApplicationScope,
  answer: CachedAnswer,
  now: Date,
): Promise<CachedAnswerJson> {
  const cache = cacheOf(db, answer);
  const viewVersion = await ownViewVersion(db, scope);
  const cached = cache.get(scope.uuid);
  const fresh = (entry: Entry) => entry.staleAt === null || now.getTime() < entry.staleAt;
  if (cached && cached.viewVersion === viewVersion && fresh(cached)) {
    // Most recently used last, so that the least used is dropped first.
    setNewest(cache, scope.uuid, cached, MAX_ENTRIES);
    return cached;
  }
  const row = await findOwnApplication(db, scope);
  const json =
    answer === 'application'
      ? JSON.stringify(zHelocApplication.parse(await applicationView(db, row)))
      : JSON.stringify(zApplicationStatus.parse(statusView(row, now)));
  const endsAt = row.rescissionEndsAt?.getTime() ?? null;
  const staleAt = answer === 'status' && endsAt !== null && now.getTime() < endsAt ? endsAt : null;
  // Under the version of the row the answer was made from, which may be newer than the first.
  const entry = { viewVersion: row.viewVersion, json, etag: entityTag(json), staleAt };
  setNewest(cache, scope.uuid, entry, MAX_ENTRIES);
  return entry;
}

/**
 * Weak, as compression changes the bytes; from the answer itself rather than its version, so a
 * new release that words an answer differently never matches a tag the browser kept.
 */
function entityTag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}
