/** Drizzle table definitions; each mirrors a committed SQL migration in ./migrations. */
export {};
