/**
 * Sets `key` as the newest entry of `map`, first dropping the oldest when it already holds
 * `maxEntries`: a Map keeps insertion order, so its first key is the one least recently set.
 */
export function setNewest<Key, Value>(
  map: Map<Key, Value>,
  key: Key,
  value: Value,
  maxEntries: number,
): void {
  map.delete(key);
  if (map.size >= maxEntries) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
