import type { ApplicationStatus } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { APPLICATION_VIEWS_CHANNEL } from '../../db/heard-channels';
import { fakeDatabase } from '../../../test/fake-database';
import { applications, consents } from '../../db/schema';
import { waitFor } from '../../jobs/test-support';
import { borrowerClient, registerBorrower, useJourneyApp } from './test-support/journey-app';
import { watchApplicationViewChanges } from './view-version-changes';
import { knownViewVersion, rememberViewVersion, viewChangeStamp } from './view-versions';

const onPostgres = inject('postgresUrl') !== null;
const log = { warn: () => {} };

describe('hearing of changes to an application’s answers, on the real database', () => {
  const journey = useJourneyApp();

  const polled = async (lastName: string) => {
    const borrower = await registerBorrower(journey, { lastName });
    const client = borrowerClient(journey, borrower);
    expect((await client.status()).statusCode).toBe(200);
    const scope = {
      uuid: borrower.applicationUuid,
      orgCode: journey.orgCode,
      ownerIdentityUuid: borrower.identityUuid,
    };
    // Asked as of the read, so that only a change heard of can make it forget, not the re-check.
    const readAt = journey.workflow.now();
    const known = () => knownViewVersion(journey.workflow.db, scope, readAt);
    return { borrower, client, known };
  };

  it('remembers the version a read asked for, and forgets it before this process’s own change resolves', async () => {
    const { borrower, known } = await polled('Own');
    expect(known()).toEqual(expect.any(Number));
    await journey.workflow.db
      .update(applications)
      .set({ isCrypto: true })
      .where(eq(applications.uuid, borrower.applicationUuid));
    expect(known()).toBeUndefined();
  });

  it('forgets it when a transaction that changes a row the answer shows commits, not before', async () => {
    const { borrower, client, known } = await polled('Consent');
    await client.status();
    await journey.workflow.db.transaction(async (tx) => {
      await tx.insert(consents).values({
        identityUuid: borrower.identityUuid,
        applicationUuid: borrower.applicationUuid,
        type: 'AUTOPAY_AUTHORIZATION',
        textVersion: '1',
        granted: true,
        ipAddress: '127.0.0.1',
      });
      expect(known()).toEqual(expect.any(Number));
    });
    expect(known()).toBeUndefined();
  });

  it.skipIf(!onPostgres)(
    'forgets it when another instance changes the application, and the next poll shows the change (PostgreSQL only: PGlite has one process)',
    async () => {
      const { borrower, client, known } = await polled('Elsewhere');
      const second = await journey.database.openSecondHandle!();
      try {
        await second.db
          .update(applications)
          .set({ state: 'UNKNOWN' })
          .where(eq(applications.uuid, borrower.applicationUuid));
        await waitFor(() => known() === undefined);
        expect((await client.status()).json<ApplicationStatus>().state).toBe('UNKNOWN');
      } finally {
        await second.close();
      }
    },
  );
});

const now = new Date('2026-06-01T12:00:00Z');
const scopeOf = (uuid: string) => ({ uuid, orgCode: 'ACME', ownerIdentityUuid: 'owner' });
const remember = (db: Db, uuid: string) =>
  rememberViewVersion(
    db,
    uuid,
    { viewVersion: 3, identityUuid: 'owner', orgCode: 'ACME' },
    viewChangeStamp(db),
    now,
  );
const isKnown = (db: Db, uuid: string) => knownViewVersion(db, scopeOf(uuid), now) !== undefined;

describe('the application view watcher', () => {
  it('on PostgreSQL, remembers once it listens and forgets what its listener or its own connections hear', async () => {
    const { database, listeners } = fakeDatabase('postgres', APPLICATION_VIEWS_CHANNEL);
    const stop = await watchApplicationViewChanges(database, log);
    expect(listeners[0]?.queries).toEqual([`LISTEN ${APPLICATION_VIEWS_CHANNEL}`]);
    for (const uuid of ['a', 'b', 'c']) remember(database.db, uuid);
    listeners[0]?.notify('a');
    database.heard.emit(APPLICATION_VIEWS_CHANNEL, 'b');
    expect(['a', 'b', 'c'].map((uuid) => isKnown(database.db, uuid))).toEqual([false, false, true]);
    await stop();
    expect(isKnown(database.db, 'c')).toBe(false);
  });

  it('asks the database while the listener is lost, and remembers again once it is back', async () => {
    vi.useFakeTimers();
    try {
      const { database, listeners } = fakeDatabase('postgres', APPLICATION_VIEWS_CHANNEL);
      const stop = await watchApplicationViewChanges(database, log);
      remember(database.db, 'a');
      listeners[0]?.emit('end');
      expect(isKnown(database.db, 'a')).toBe(false);
      remember(database.db, 'a');
      expect(isKnown(database.db, 'a')).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(listeners).toHaveLength(2);
      remember(database.db, 'a');
      expect(isKnown(database.db, 'a')).toBe(true);
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on the embedded database, remembers from the start and forgets what its connection hears', async () => {
    const { database } = fakeDatabase('pglite', APPLICATION_VIEWS_CHANNEL);
    const stop = await watchApplicationViewChanges(database, log);
    remember(database.db, 'a');
    expect(isKnown(database.db, 'a')).toBe(true);
    database.heard.emit(APPLICATION_VIEWS_CHANNEL, 'a');
    expect(isKnown(database.db, 'a')).toBe(false);
    await stop();
    remember(database.db, 'a');
    expect(isKnown(database.db, 'a')).toBe(false);
  });
});
