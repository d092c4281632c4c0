import {
  APPLICATION_SEARCH_LIMIT,
  APPLICATION_SEARCH_MESSAGES,
  type ApplicationSearchResults,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import { opsToken } from '../notary/test-support/room-client';
import { registerBorrower, useJourneyApp, type BorrowerFixture } from './test-support/journey-app';

describe('operations find an application', () => {
  const journey = useJourneyApp();
  let jose: BorrowerFixture;
  let token: string;
  let elsewhere: string;

  beforeAll(async () => {
    jose = await registerBorrower(journey, { firstName: 'José', lastName: 'Núñez-Search' });
    token = await opsToken(journey.app, journey.workflow.db, { email: 'finder@openheloc.test' });
    elsewhere = await opsToken(journey.app, journey.workflow.db, {
      email: 'finder.far@openheloc.test',
      orgCodes: ['NOT_THIS_LENDER'],
    });
  });

  const search = (q: string | null, as = token) =>
    journey.app.inject({
      method: 'GET',
      url: '/ops/api/v1/applications',
      query: q === null ? {} : { q },
      headers: { authorization: `Bearer ${as}` },
    });
  const found = async (q: string, as = token) => {
    const res = await search(q, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationSearchResults>();
  };
  const uuidsOf = (answer: ApplicationSearchResults) =>
    answer.results.map((result) => result.applicationUuid);

  it.each([
    ['the full name, any case, accents aside', 'jose nunez'],
    ['the beginning of the last name', 'NUÑEZ-se'],
    ['the beginning of the first name', 'Jos'],
  ])('by %s', async (_way, q) => {
    const answer = await found(q);
    expect(uuidsOf(answer)).toEqual([jose.applicationUuid]);
    expect(answer.results[0]).toMatchObject({
      borrowerName: 'José Núñez-Search',
      state: 'WAITING_FOR_OFFER_SELECTION',
    });
    expect(answer.capped).toBe(false);
  });

  it('by the e-mail, whole or its beginning, and by the loan number', async () => {
    const email = `${jose.identityUuid}@example.com`;
    expect(uuidsOf(await found(email.toUpperCase()))).toEqual([jose.applicationUuid]);
    expect(uuidsOf(await found(jose.identityUuid.slice(0, 13)))).toEqual([jose.applicationUuid]);
    const [row] = await journey.workflow.db
      .select({ loanNumber: applications.loanNumber })
      .from(applications)
      .where(eq(applications.uuid, jose.applicationUuid));
    const answer = await found((row?.loanNumber ?? '').toLowerCase());
    expect(uuidsOf(answer)).toEqual([jose.applicationUuid]);
  });

  it('only among the lenders the user serves; wildcards match only themselves', async () => {
    expect((await found('jose nunez', elsewhere)).results).toEqual([]);
    expect((await found('%%%')).results).toEqual([]);
    expect((await found('Jos_')).results).toEqual([]);
  });

  it('refuses a search too short or too long, and a borrower', async () => {
    for (const q of [null, '', 'ab', '  a  ']) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(APPLICATION_SEARCH_MESSAGES.tooShort);
    }
    const long = await search('a'.repeat(101));
    expect(long.json().errors[0].message).toBe(APPLICATION_SEARCH_MESSAGES.tooLong);
    expect((await search('jose', jose.token)).statusCode).toBe(401);
  });

  it('lists the newest first, at most 20, and says when more matched', async () => {
    for (let i = 0; i <= APPLICATION_SEARCH_LIMIT; i += 1) {
      await registerBorrower(journey, { firstName: 'Many', lastName: `Capped${i}` });
    }
    const answer = await found('many capped');
    expect(answer.results).toHaveLength(APPLICATION_SEARCH_LIMIT);
    expect(answer.capped).toBe(true);
    const times = answer.results.map((result) => result.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await found('many capped20')).results).toHaveLength(1);
  });
});
