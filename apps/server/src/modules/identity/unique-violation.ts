/**
 * True when `error` (or an error it wraps: drizzle wraps the driver's) is PostgreSQL's
 * unique_violation on the named constraint. PGlite and node-postgres both name the constraint.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
