const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: anything else in a path names no row, and must not reach the database as one. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A path's UUID as the database writes it (lower case), or null when it is not one: a row found
 * by the database in any case is then also found among rows compared in JavaScript.
 */
export const canonicalUuid = (value: string): string | null =>
  isUuid(value) ? value.toLowerCase() : null;
