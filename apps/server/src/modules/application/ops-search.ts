import {
  ALL_ORGANIZATIONS,
  APPLICATION_SEARCH_LIMIT,
  foldForSearch,
  type ApplicationSearchResults,
} from '@openheloc/domain';
import { and, desc, inArray, like, sql, type SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, identities, profiles } from '../../db/schema';
import { searchFold } from '../../db/search-fold';
import type { SignedInOpsUser } from '../ops-users/require-ops-user';

/** `text` as the beginning of a LIKE pattern: its own % and _ match only themselves. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Applications of the lenders the user serves, found by the beginning of the borrower's first,
 * last or full name (any case, accents aside), of their e-mail, or of the loan number: newest
 * first, at most `APPLICATION_SEARCH_LIMIT`. Each way is its own indexed query (migration
 * with the `*_search_idx` indexes); the answers are merged.
 */
export async function searchApplications(
  db: Db,
  user: SignedInOpsUser,
  query: string,
): Promise<ApplicationSearchResults> {
  const name = startsWith(foldForSearch(query));
  const word = query.trim();
  const ways: SQL[] = [
    like(searchFold(profiles.firstName), name),
    like(searchFold(profiles.lastName), name),
    like(searchFold(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`), name),
  ];
  // An e-mail or a loan number has no spaces.
  if (!/\s/.test(word)) {
    ways.push(like(identities.emailNormalized, startsWith(word.toLowerCase())));
    ways.push(like(applications.loanNumber, startsWith(word.toUpperCase())));
  }
  const served = user.orgCodes.includes(ALL_ORGANIZATIONS)
    ? undefined
    : inArray(applications.orgCode, [...user.orgCodes]);
  const found = await Promise.all(
    ways.map((way) =>
      db
        .select({
          applicationUuid: applications.uuid,
          loanNumber: applications.loanNumber,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: identities.email,
          orgCode: applications.orgCode,
          state: applications.state,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .innerJoin(identities, eq(identities.uuid, applications.identityUuid))
        .leftJoin(profiles, eq(profiles.identityUuid, applications.identityUuid))
        .where(and(way, served))
        .orderBy(desc(applications.createdAt))
        .limit(APPLICATION_SEARCH_LIMIT + 1),
    ),
  );
  const byUuid = new Map(found.flat().map((row) => [row.applicationUuid, row]));
  const rows = [...byUuid.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return {
    results: rows.slice(0, APPLICATION_SEARCH_LIMIT).map((row) => ({
      applicationUuid: row.applicationUuid,
      loanNumber: row.loanNumber,
      borrowerName: [row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      orgCode: row.orgCode,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
    })),
    capped: rows.length > APPLICATION_SEARCH_LIMIT,
  };
}
