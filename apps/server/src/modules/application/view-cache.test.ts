import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, consents, profileAddresses } from '../../db/schema';
import { borrowerClient, registerBorrower, useJourneyApp } from './test-support/journey-app';

/** Every table the read answer shows (read-service.ts applicationView and its views). */
const SHOWN_TABLES = [
  'applications',
  'consents',
  'application_documents',
  'application_income_sources',
  'application_bank_accounts',
  'application_offers',
  'application_insurance',
  'profile_addresses',
  'application_signers',
  'rescission_notices',
];

describe('the cached application read answer', () => {
  const journey = useJourneyApp();

  it('has a view-version trigger on every table the answer shows', async () => {
    const { rows } = (await journey.workflow.db.execute(sql`
      select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like '%view_version' and not t.tgisinternal`)) as {
      rows: { table: string }[];
    };
    expect(rows.map((r) => r.table).sort()).toEqual([...SHOWN_TABLES].sort());
  });

  it.each([
    [
      'the application itself',
      async (uuid: string) => {
        await journey.workflow.db
          .update(applications)
          .set({ isCrypto: true })
          .where(eq(applications.uuid, uuid));
      },
      (answer: HelocApplication) => expect(answer.isCrypto).toBe(true),
    ],
    [
      'a consent',
      async (uuid: string) => {
        const [app] = await journey.workflow.db
          .select({ identityUuid: applications.identityUuid })
          .from(applications)
          .where(eq(applications.uuid, uuid));
        await journey.workflow.db.insert(consents).values({
          identityUuid: app!.identityUuid,
          applicationUuid: uuid,
          type: 'AUTOPAY_AUTHORIZATION',
          textVersion: '1',
          granted: true,
          ipAddress: '127.0.0.1',
        });
      },
      (answer: HelocApplication) =>
        expect(answer.consents.map((c) => c.type)).toContain('AUTOPAY_AUTHORIZATION'),
    ],
    [
      'the property address',
      async (uuid: string) => {
        const [app] = await journey.workflow.db
          .select({ property: applications.selectedPropertyUuid })
          .from(applications)
          .where(eq(applications.uuid, uuid));
        await journey.workflow.db
          .update(profileAddresses)
          .set({ street2: 'Unit 7' })
          .where(eq(profileAddresses.uuid, app!.property));
      },
      (answer: HelocApplication) => expect(answer.property.street2).toBe('Unit 7'),
    ],
  ])('shows a change to %s on the next read', async (_name, change, check) => {
    const borrower = await registerBorrower(journey, { lastName: 'Cache' });
    const client = borrowerClient(journey, borrower);
    const first = await client.application();
    expect(first.statusCode).toBe(200);
    expect((await client.application()).body).toBe(first.body);
    await change(borrower.applicationUuid);
    const after = await client.application();
    expect(after.statusCode).toBe(200);
    check(after.json<HelocApplication>());
  });

  it('shows a change of state in the status answer on the next poll', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Poll' });
    const client = borrowerClient(journey, borrower);
    const first = await client.status();
    expect((await client.status()).body).toBe(first.body);
    await journey.workflow.db
      .update(applications)
      .set({ state: 'UNKNOWN' })
      .where(eq(applications.uuid, borrower.applicationUuid));
    expect((await client.status()).json<ApplicationStatus>().state).toBe('UNKNOWN');
  });

  it('answers 404 for a stranger’s application, cached or not', async () => {
    const owner = await registerBorrower(journey, { lastName: 'Owner' });
    const stranger = await registerBorrower(journey, { lastName: 'Stranger' });
    expect((await borrowerClient(journey, owner).application()).statusCode).toBe(200);
    const theirs = borrowerClient(journey, { ...stranger, applicationUuid: owner.applicationUuid });
    expect((await theirs.application()).statusCode).toBe(404);
    expect((await theirs.status()).statusCode).toBe(404);
  });
});
