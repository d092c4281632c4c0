const MAX_ERROR_LENGTH = 2000;

/** The stored `last_error`: the message only (stacks are for logs), bounded in length. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
