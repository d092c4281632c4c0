import { databaseErrorSummary, describeDatabaseError } from '../db/database-error';

const MAX_ERROR_LENGTH = 2000;

/**
 * The stored `last_error`: the message only (stacks are for logs), bounded in length. A failed
 * query is described by its code and statement, as its message embeds the parameters.
 */
export function errorMessage(error: unknown): string {
  const database = databaseErrorSummary(error);
  const message =
    database !== null
      ? describeDatabaseError(database)
      : error instanceof Error
        ? error.message
        : String(error);
  const text = error instanceof Error ? `${error.name}: ${message}` : message;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
