/** What may be said about a failed query: never its parameters, nor the message that embeds them. */
export type DatabaseErrorSummary = {
  /** PostgreSQL's SQLSTATE, e.g. 23505 (unique violation). */
  code: string | null;
  /** The statement's verb and table, e.g. `insert into "identities"`. */
  statement: string | null;
  table?: string;
  constraint?: string;
};

type Fields = {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
};

/**
 * Walks the error and what it wraps (drizzle wraps the driver's error) and summarises it when a
 * database error is among them, else null. Drizzle's message carries every parameter (addresses,
 * IP, user agent, policy numbers) and PostgreSQL's can quote the value it refused.
 */
export function databaseErrorSummary(error: unknown): DatabaseErrorSummary | null {
  let statement: string | null = null;
  let summary: DatabaseErrorSummary | null = null;
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    const fields = current as Error & Fields;
    if (typeof fields.query === 'string' && 'params' in fields) {
      statement ??= statementName(fields.query);
      summary ??= { code: null, statement };
    }
    if (isSqlState(fields.code) && (fields.severity !== undefined || summary)) {
      summary = {
        code: fields.code,
        statement,
        ...(typeof fields.table === 'string' ? { table: fields.table } : {}),
        ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
      };
    }
    current = current.cause;
  }
  return summary ? { ...summary, statement } : null;
}

/** A one-line description safe to log or store. */
export function describeDatabaseError(summary: DatabaseErrorSummary): string {
  const where = [
    summary.statement,
    summary.constraint && `constraint ${summary.constraint}`,
  ].filter(Boolean);
  return `Database error ${summary.code ?? 'without a code'}${where.length ? ` (${where.join(', ')})` : ''}`;
}

function isSqlState(code: unknown): code is string {
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

const TABLE = String.raw`("[^"]+"|[\w.]+)`;

/** `insert into "x"`, `update "x"`, `delete from "x"`, `select from "x"`: no values. */
export function statementName(query: string): string | null {
  const text = query.replace(/\s+/g, ' ').trim();
  const patterns: [RegExp, string][] = [
    [new RegExp(`^insert into ${TABLE}`, 'i'), 'insert into'],
    [new RegExp(`^update ${TABLE}`, 'i'), 'update'],
    [new RegExp(`^delete from ${TABLE}`, 'i'), 'delete from'],
    [new RegExp(`^(?:select|with)\\b.*? from ${TABLE}`, 'i'), 'select from'],
  ];
  for (const [pattern, verb] of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return `${verb} ${match[1]}`;
  }
  const verb = /^[a-z]+/i.exec(text)?.[0];
  return verb ? verb.toLowerCase() : null;
}
