import { SOMETHING_UNEXPECTED_MESSAGE } from '../constants/messages';

export type ServerErrorInput = string | { message?: string | null } | null | undefined;

/**
 * Merges a server's error list into one sentence: messages trimmed of their own final periods,
 * blanks dropped, duplicates removed (first occurrence kept), joined by ', ', ending in a single
 * period. Without any message: 'Something unexpected happened'.
 */
export function joinServerErrors(errors: readonly ServerErrorInput[] | null | undefined): string {
  const messages = (errors ?? [])
    .map((error) => (typeof error === 'string' ? error : (error?.message ?? '')))
    .map((message) => message.trim().replace(/[.\s]+$/, ''))
    .filter((message) => message !== '');
  const unique = [...new Set(messages)];
  return unique.length === 0 ? SOMETHING_UNEXPECTED_MESSAGE : `${unique.join(', ')}.`;
}
