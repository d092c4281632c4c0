import { zHelocApplication } from '@openheloc/domain';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/rows';
import { applicationView } from './read-service';

/** About 15 KB each: some 7 MB at most. */
const MAX_ENTRIES = 500;

type Entry = { viewVersion: number; json: string };

/**
 * The application's read answer, serialised, by application and view version. Triggers move
 * `applications.view_version` with every change to the application or a row its answer shows
 * (migration 0011), on whichever instance the change happens, so an entry whose version still
 * matches the row just read is the answer the queries would give. The answer depends on nothing
 * else (no clock). A hit costs the one query that read the row instead of about nine.
 */
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The read answer as JSON, validated against its schema as the route's serializer would. */
export async function applicationViewJson(db: Db, app: ApplicationRow): Promise<string> {
  const cache = cacheOf(db);
  const cached = cache.get(app.uuid);
  if (cached && cached.viewVersion === app.viewVersion) {
    // Most recently used last, so that the oldest entry is the first key.
    cache.delete(app.uuid);
    cache.set(app.uuid, cached);
    return cached.json;
  }
  const json = JSON.stringify(zHelocApplication.parse(await applicationView(db, app)));
  cache.delete(app.uuid);
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(app.uuid, { viewVersion: app.viewVersion, json });
  return json;
}
