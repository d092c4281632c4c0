import {
  DEV_MAILBOX_API_PATH,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_ALL_PATH,
  notificationReadPath,
  type MailboxAnswer,
  type NotificationList,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser } from '../ops-users/ops-user-store';
import {
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { opsTokenFrom } from '../ops-users/test-support/ops-sign-in';

const PASSWORD = 'Quiet-Harbor-73!';

describe('notifications', () => {
  const journey = useJourneyApp();
  const headers = (borrower: BorrowerFixture) => ({ authorization: `Bearer ${borrower.token}` });
  const list = async (borrower: BorrowerFixture, query: Record<string, string> = {}) => {
    const res = await journey.app.inject({
      url: NOTIFICATIONS_PATH,
      query,
      headers: headers(borrower),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationList>();
  };
  const underwriter = async () => {
    const email = `${randomUUID()}@lender.example`;
    await createOpsUser(
      journey.workflow.db,
      { email, name: 'Uma Underwriter', roles: ['UNDERWRITER'], orgCodes: ['*'] },
      { hash: await hashPassword(PASSWORD) },
    );
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ops/api/v1/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '198.51.100.77',
    });
    return { authorization: `Bearer ${await opsTokenFrom(journey.app, res)}` };
  };
  const emailOf = async (borrower: BorrowerFixture) => {
    const [row] = await journey.workflow.db
      .select({ email: identities.email })
      .from(identities)
      .where(eq(identities.uuid, borrower.identityUuid));
    return row?.email ?? '';
  };

  it('has none for a new borrower, and refuses a caller without a session', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    expect(await list(borrower)).toEqual({ notifications: [], unreadCount: 0 });
    const anonymous = await journey.app.inject({ url: NOTIFICATIONS_PATH });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells the borrower of a document request with its call to action, by notification and e-mail', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'INCOME_VERIFICATION');
    const submitted = await list(borrower);
    expect(submitted.notifications.map((n) => n.title)).toEqual([
      'Application submitted',
      'You’re pre-qualified',
    ]);

    const raised = await journey.app.inject({
      method: 'POST',
      url: `/ops/api/v1/applications/${borrower.applicationUuid}/conditions`,
      headers: await underwriter(),
      payload: {
        categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
        numDocsRequired: 1,
        commentsToBorrower: 'Your most recent bank statement.',
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const { notifications, unreadCount } = await list(borrower);
    expect(unreadCount).toBe(3);
    expect(notifications[0]).toEqual({
      uuid: expect.any(String),
      title: 'Document requested',
      description: 'We need: Your most recent bank statement.',
      created: expect.any(String),
      status: 'UNREAD',
      ctas: [{ title: 'Upload document', redirectPath: `/${borrower.applicationUuid}/conditions` }],
      walletAddress: null,
    });

    await journey.drain();
    const mail = await journey.app.inject({
      url: DEV_MAILBOX_API_PATH,
      query: { to: await emailOf(borrower) },
    });
    const subjects = mail.json<MailboxAnswer>().messages.map((m) => m.subject);
    expect(subjects).toEqual([
      'OpenHELOC needs a document from you',
      'We have your OpenHELOC HELOC application',
      'Your OpenHELOC HELOC pre-qualification',
    ]);
  });

  it("marks one read, then all; a stranger cannot mark another borrower's", async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'INCOME_VERIFICATION');
    const stranger = await registerBorrower(journey, { lastName: 'Sample' });
    const [first] = (await list(borrower)).notifications;
    if (!first) throw new Error('no notification');

    const theirs = await journey.app.inject({
      method: 'POST',
      url: notificationReadPath(first.uuid),
      headers: headers(stranger),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await list(borrower)).unreadCount).toBe(2);

    const mine = await journey.app.inject({
      method: 'POST',
      url: notificationReadPath(first.uuid),
      headers: headers(borrower),
    });
    expect(mine.statusCode).toBe(204);
    expect((await list(borrower)).unreadCount).toBe(1);
    const all = await list(borrower, { status: 'ALL' });
    expect(all.notifications.map((n) => n.status)).toEqual(['READ', 'UNREAD']);

    const bad = await journey.app.inject({
      method: 'POST',
      url: notificationReadPath('not-a-uuid'),
      headers: headers(borrower),
    });
    expect(bad.statusCode).toBe(400);
    const everything = await journey.app.inject({
      method: 'POST',
      url: NOTIFICATIONS_READ_ALL_PATH,
      headers: headers(borrower),
    });
    expect(everything.statusCode).toBe(204);
  });
});
