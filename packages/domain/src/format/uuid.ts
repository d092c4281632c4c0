const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 8-4-4-4-12 hexadecimal, any version. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The application id: the first UUID-shaped segment of a path, or null. */
export function findUuidSegment(pathname: string): string | null {
  return pathname.split('/').find((segment) => isUuid(segment)) ?? null;
}
