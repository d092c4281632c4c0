import { inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { applications, consents } from '../../db/schema';
import { listOwnApplications } from './read-service';
import { registerBorrower, useJourneyApp } from './test-support/journey-app';

/** The queries `work` sends: every drizzle query is prepared by the database's session. */
async function queriesOf(db: Db, work: () => Promise<unknown>): Promise<number> {
  const { session } = db as unknown as { session: { prepareQuery: (...args: never[]) => unknown } };
  const prepare = vi.spyOn(session, 'prepareQuery');
  try {
    await work();
    return prepare.mock.calls.length;
  } finally {
    prepare.mockRestore();
  }
}

describe("the borrower's list of applications", () => {
  const journey = useJourneyApp();

  it('reads each application with its own rows, in the same number of queries for one or three', async () => {
    const { db } = journey.workflow;
    const owner = await registerBorrower(journey, { lastName: 'List', street1: '1 First St' });
    const [second, third] = await Promise.all([
      registerBorrower(journey, { lastName: 'List', street1: '2 Second St' }),
      registerBorrower(journey, { lastName: 'List', street1: '3 Third St' }),
    ]);
    const list = () => listOwnApplications(db, journey.orgCode, owner.identityUuid);
    const forOne = await queriesOf(db, list);

    await db
      .update(applications)
      .set({ identityUuid: owner.identityUuid })
      .where(inArray(applications.uuid, [second!.applicationUuid, third!.applicationUuid]));
    await db.insert(consents).values({
      identityUuid: owner.identityUuid,
      applicationUuid: second!.applicationUuid,
      type: 'AUTOPAY_AUTHORIZATION',
      textVersion: '1',
      granted: true,
      ipAddress: '127.0.0.1',
    });
    const forThree = await queriesOf(db, list);
    expect(forThree).toBe(forOne);

    const views = await list();
    const streetOf = new Map(views.map((view) => [view.uuid, view.property.street1]));
    expect(streetOf).toEqual(
      new Map([
        [owner.applicationUuid, '1 First St'],
        [second!.applicationUuid, '2 Second St'],
        [third!.applicationUuid, '3 Third St'],
      ]),
    );
    const autopayConsent = views
      .filter((view) => view.consents.some((consent) => consent.type === 'AUTOPAY_AUTHORIZATION'))
      .map((view) => view.uuid);
    expect(autopayConsent).toEqual([second!.applicationUuid]);
  });

  it('is empty for a caller without applications', async () => {
    const other = '00000000-0000-4000-8000-000000000000';
    expect(await listOwnApplications(journey.workflow.db, journey.orgCode, other)).toEqual([]);
  });
});
