import { randomUUID } from 'node:crypto';
import {
  replaySessionPath,
  type OpsApplicationReplays,
  type OpsTelemetrySession,
  type ReplayLink,
  type SessionKey,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config/config';
import { applicationReplayLinks } from '../../db/schema';
import { opsToken } from '../notary/test-support/room-client';
import {
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../application/test-support/journey-app';
import { TELEMETRY_SESSION } from './test-support';

const HELOC = '/service-application/api/v1/application/heloc';
const BASE_URL = testConfig().appBaseUrl;
const linkOf = (session: SessionKey) => `${BASE_URL}${replaySessionPath(session.uuid)}`;

describe('the session replay', () => {
  const journey = useJourneyApp();
  const bearer = (borrower: BorrowerFixture) => ({ authorization: `Bearer ${borrower.token}` });

  const openSession = async (orgCode = journey.orgCode): Promise<SessionKey> => {
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ft/heloc/session',
      headers: { 'x-org': orgCode },
      payload: TELEMETRY_SESSION,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ sessionKey: SessionKey }>().sessionKey;
  };
  /** A page view in the session, signed in as `borrower` when one is given. */
  const view = async (
    session: SessionKey,
    pagePath: string,
    borrower?: BorrowerFixture,
    eventProperties?: Record<string, unknown>,
  ) => {
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ft/heloc/event',
      headers: { 'x-org': journey.orgCode, ...(borrower ? bearer(borrower) : {}) },
      payload: {
        domain: 'localhost',
        queryParams: {},
        pagePath,
        event: 'PAGE_VIEW',
        eventType: 'PAGE_VIEW',
        productType: 'HELOC',
        sessionKey: session,
        ...(borrower ? { applicationUuid: borrower.applicationUuid } : {}),
        ...(eventProperties ? { eventProperties } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(202);
  };
  const putLink = (
    borrower: BorrowerFixture | null,
    applicationUuid: string,
    link: string,
    headers: Record<string, string> = {},
  ) =>
    journey.app.inject({
      method: 'PUT',
      url: `${HELOC}/${applicationUuid}/full-story-link`,
      headers: { ...(borrower ? bearer(borrower) : {}), ...headers },
      payload: { link },
    });
  const linksOf = (applicationUuid: string) =>
    journey.workflow.db
      .select()
      .from(applicationReplayLinks)
      .where(eq(applicationReplayLinks.applicationUuid, applicationUuid));
  const opsHeaders = async (orgCodes: string[]) => {
    const token = await opsToken(journey.app, journey.workflow.db, {
      email: `${randomUUID()}@lender.example`,
      roles: ['CHAT_AGENT'],
      orgCodes,
    });
    return { authorization: `Bearer ${token}` };
  };
  /** A borrower who was signed in during a fresh session. */
  const borrowerWithSession = async (lastName: string) => {
    const borrower = await registerBorrower(journey, { lastName });
    const session = await openSession();
    await view(session, '/account/heloc/');
    await view(session, `/account/heloc/${borrower.applicationUuid}/product/select`, borrower, {
      step: 'offer',
    });
    return { borrower, session };
  };

  it("links the borrower's own session once, keeps a history newest first, and operations open it", async () => {
    const { borrower, session } = await borrowerWithSession('Replay');
    const first = await putLink(borrower, borrower.applicationUuid, linkOf(session));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ReplayLink>()).toEqual({
      sessionUuid: session.uuid,
      link: linkOf(session),
      linkedAt: expect.any(String),
    });

    // Linking it again changes nothing.
    await journey.passTime(60_000);
    const again = await putLink(borrower, borrower.applicationUuid, linkOf(session));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await linksOf(borrower.applicationUuid)).toHaveLength(1);

    // A later session joins the history, first.
    const later = await openSession();
    await view(later, `/account/heloc/${borrower.applicationUuid}/dashboard`, borrower);
    expect((await putLink(borrower, borrower.applicationUuid, linkOf(later))).statusCode).toBe(200);

    const ops = await opsHeaders([journey.orgCode]);
    const replays = await journey.app.inject({
      url: `/ops/api/v1/applications/${borrower.applicationUuid}/session-replays`,
      headers: ops,
    });
    expect(replays.statusCode, replays.body).toBe(200);
    const listed = replays.json<OpsApplicationReplays>();
    expect(listed).toMatchObject({
      applicationUuid: borrower.applicationUuid,
      borrowerName: 'Pat Replay',
    });
    expect(listed.replays.map((r) => [r.sessionUuid, r.eventCount])).toEqual([
      [later.uuid, 1],
      [session.uuid, 2],
    ]);

    const timeline = await journey.app.inject({
      url: `/ops/api/v1/telemetry/sessions/${session.uuid}`,
      headers: ops,
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    const shown = timeline.json<OpsTelemetrySession>();
    expect(shown.applications).toEqual([
      { uuid: borrower.applicationUuid, borrowerName: 'Pat Replay' },
    ]);
    expect(shown.events.map((e) => [e.pagePath, e.event, e.properties])).toEqual([
      ['/account/heloc/', 'PAGE_VIEW', ''],
      [`/account/heloc/${borrower.applicationUuid}/product/select`, 'PAGE_VIEW', 'step: offer'],
    ]);
    expect(shown.truncated).toBe(false);
  });

  it.each([
    ['a vendor link', () => 'https://app.fullstory.com/ui/o-1/session/42'],
    ['another host', (s: SessionKey) => `https://evil.example${replaySessionPath(s.uuid)}`],
    ['a relative link', (s: SessionKey) => replaySessionPath(s.uuid)],
    ['a query after the link', (s: SessionKey) => `${linkOf(s)}?next=https://evil.example`],
    ['empty', () => ''],
  ])('refuses %s (400) and stores nothing', async (_, link) => {
    const { borrower, session } = await borrowerWithSession('Badlink');
    const res = await putLink(borrower, borrower.applicationUuid, link(session));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'invalid_input',
          field: 'link',
          message: 'This is not a session replay link of this site',
        },
      ],
    });
    expect(await linksOf(borrower.applicationUuid)).toEqual([]);
  });

  it('builds the expected link from the configured base URL, never the Host header', async () => {
    const { borrower, session } = await borrowerWithSession('Hostheader');
    const spoofed = `http://evil.example${replaySessionPath(session.uuid)}`;
    const res = await putLink(borrower, borrower.applicationUuid, spoofed, {
      host: 'evil.example',
    });
    expect(res.statusCode).toBe(400);
    expect(await linksOf(borrower.applicationUuid)).toEqual([]);
  });

  it("refuses a session that is not the borrower's: another's, an anonymous one, an unknown one", async () => {
    const { borrower } = await borrowerWithSession('Owner');
    const other = await borrowerWithSession('Other');
    const anonymous = await openSession();
    await view(anonymous, '/account/heloc/');
    const unknown = { ...anonymous, uuid: randomUUID() };
    for (const session of [other.session, anonymous, unknown]) {
      const res = await putLink(borrower, borrower.applicationUuid, linkOf(session));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [
          {
            code: 'invalid_input',
            field: 'link',
            message: 'This session replay link is not one of your sessions',
          },
        ],
      });
    }
    expect(await linksOf(borrower.applicationUuid)).toEqual([]);
  });

  it("answers 404 for another borrower's application and 401 without a session", async () => {
    const owner = await borrowerWithSession('Target');
    const stranger = await borrowerWithSession('Stranger');
    const foreign = await putLink(
      stranger.borrower,
      owner.borrower.applicationUuid,
      linkOf(stranger.session),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Application not found' }],
    });
    const malformed = await putLink(stranger.borrower, 'not-a-uuid', linkOf(stranger.session));
    expect(malformed.statusCode).toBe(404);
    const anonymous = await putLink(null, owner.borrower.applicationUuid, linkOf(owner.session));
    expect(anonymous.statusCode).toBe(401);
    expect(await linksOf(owner.borrower.applicationUuid)).toEqual([]);
  });

  it('shows operations only the lenders they serve, and nobody else', async () => {
    const { borrower, session } = await borrowerWithSession('Limits');
    expect((await putLink(borrower, borrower.applicationUuid, linkOf(session))).statusCode).toBe(
      200,
    );
    const elsewhere = await opsHeaders(['SOME_OTHER_LENDER']);
    const urls = [
      `/ops/api/v1/applications/${borrower.applicationUuid}/session-replays`,
      `/ops/api/v1/telemetry/sessions/${session.uuid}`,
    ];
    for (const url of urls) {
      const refused = await journey.app.inject({ url, headers: elsewhere });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('Limits');
      expect((await journey.app.inject({ url, headers: bearer(borrower) })).statusCode).toBe(401);
      expect((await journey.app.inject({ url })).statusCode).toBe(401);
    }
    const ops = await opsHeaders([journey.orgCode]);
    for (const url of [
      `/ops/api/v1/telemetry/sessions/${randomUUID()}`,
      '/ops/api/v1/telemetry/sessions/not-a-session',
    ]) {
      const res = await journey.app.inject({ url, headers: ops });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Session not found' }] });
    }
  });
});
