const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: anything else in a path names no row, and must not reach the database as one. */
export const isUuid = (value: string): boolean => UUID.test(value);
