import { z } from 'zod';
import { zApplicationState } from '../application/application-state';

export const APPLICATION_SEARCH_MIN_LENGTH = 3;
export const APPLICATION_SEARCH_MAX_LENGTH = 100;
/** At most this many applications are listed: a longer list asks for a closer search. */
export const APPLICATION_SEARCH_LIMIT = 20;

export const APPLICATION_SEARCH_MESSAGES = {
  tooShort: `Please enter at least ${APPLICATION_SEARCH_MIN_LENGTH} characters of a name, an e-mail or a loan number`,
  tooLong: `Please enter at most ${APPLICATION_SEARCH_MAX_LENGTH} characters`,
} as const;

/** One box: a borrower's name, e-mail or loan number, whole or its beginning. */
export const zApplicationSearchQuery = z.object({
  q: z
    .string({ error: APPLICATION_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(APPLICATION_SEARCH_MIN_LENGTH, { error: APPLICATION_SEARCH_MESSAGES.tooShort })
    .max(APPLICATION_SEARCH_MAX_LENGTH, { error: APPLICATION_SEARCH_MESSAGES.tooLong }),
});

export const zApplicationSearchResults = z.object({
  results: z.array(
    z.object({
      applicationUuid: z.uuid(),
      loanNumber: z.string(),
      borrowerName: z.string(),
      email: z.string(),
      orgCode: z.string(),
      state: zApplicationState,
      createdAt: z.iso.datetime(),
    }),
  ),
  /** More applications matched than are listed. */
  capped: z.boolean(),
});
export type ApplicationSearchResults = z.infer<typeof zApplicationSearchResults>;

/**
 * How a name or search is compared: lower case, without accents ("José" finds "jose"). The
 * server folds the stored names the same way, with `translate` (an indexable expression).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
