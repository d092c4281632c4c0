import {
  dollarsToCents,
  LINK_NOT_FINISHED_MESSAGE,
  type IncomeView,
  type LinkSessionView,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationIncomeSources, incomeLinkSessions, providerCalls } from '../../db/schema';
import { SANDBOX_LINK_CREDENTIALS } from '../../providers/income/sandbox';
import { borrowerClient, registerBorrower } from '../application/test-support/journey-app';
import { useJourneyApp } from '../application/test-support/journey-app';
import {
  accepted,
  walkJourney,
  type BorrowerClient,
} from '../application/test-support/walk-journey';
import { LINK_SESSION_MESSAGES } from './link-session-service';

const GOOD = { institutionId: 'payroll_sandbox', ...SANDBOX_LINK_CREDENTIALS };

/** The link dialog's calls, as the browser makes them. */
function linkApi(client: BorrowerClient, applicationUuid: string) {
  const income = `/service-application/api/v1/application/heloc/${applicationUuid}/income`;
  const sessions = (path = '') => `/income/link-sessions${path}`;
  return {
    view: async () => {
      const res = await client.get(income);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<IncomeView>();
    },
    start: (source: string) => client.send('POST', sessions(), { source }),
    read: (uuid: string) => client.get(`${income}/link-sessions/${uuid}`),
    signIn: (uuid: string, body: Record<string, string>) =>
      client.send('POST', sessions(`/${uuid}/sign-in`), body),
    consent: (uuid: string) => client.send('POST', sessions(`/${uuid}/consent`), { granted: true }),
  };
}

const session = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LinkSessionView>();
};

describe('income linking', () => {
  const journey = useJourneyApp();
  const state = async (client: BorrowerClient) => (await accepted(client.status())).state;

  it('lists the stated income and the ways to verify it, then links payroll through the dialog', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample' },
      'INCOME_VERIFICATION',
    );
    const api = linkApi(client, borrower.applicationUuid);
    expect(await api.view()).toMatchObject({
      employmentType: 'FULL_TIME',
      annualIncome: dollarsToCents(120_000),
      otherIncome: 0,
      linkSources: expect.arrayContaining(['TRUV_PAYROLL', 'PLAID_TRANSACTIONS']),
      paystubsAsked: false,
      paystubsRequired: 1,
      sources: [],
    });
    expect((await client.application()).json<{ submittedAt: string | null }>().submittedAt).toEqual(
      expect.any(String),
    );

    const opened = session(await api.start('TRUV_PAYROLL'));
    expect(opened).toMatchObject({
      step: 'CHOOSE',
      kind: 'PAYROLL',
      sandboxCredentials: SANDBOX_LINK_CREDENTIALS,
      institution: null,
      failure: null,
    });
    expect(opened.institutions.map((each) => each.id)).toContain('payroll_sandbox');

    // Consent before signing in, an institution not offered, an empty password: refused.
    const early = await api.consent(opened.uuid);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errors: unknown[] }>().errors).toEqual([
      { code: 'conflict', message: LINK_SESSION_MESSAGES.notSignedIn },
    ]);
    const unknown = await api.signIn(opened.uuid, { ...GOOD, institutionId: 'bank_tartan' });
    expect(unknown.statusCode).toBe(400);
    expect((await api.signIn(opened.uuid, { ...GOOD, password: '' })).statusCode).toBe(400);

    // A wrong password and an institution that does not answer: the reason, and a retry.
    const wrong = session(await api.signIn(opened.uuid, { ...GOOD, password: 'pass_bad' }));
    expect(wrong).toMatchObject({ step: 'CHOOSE', failure: 'INVALID_CREDENTIALS' });
    const offline = session(
      await api.signIn(opened.uuid, { ...GOOD, institutionId: 'payroll_offline' }),
    );
    expect(offline).toMatchObject({ step: 'CHOOSE', failure: 'INSTITUTION_NOT_RESPONDING' });

    const signedIn = session(await api.signIn(opened.uuid, GOOD));
    expect(signedIn).toMatchObject({
      step: 'CONSENT',
      failure: null,
      institution: { id: 'payroll_sandbox', name: 'Sandbox Payroll' },
    });
    // The call log keeps who signed in where, never the password.
    const calls = await journey.workflow.db
      .select({ operation: providerCalls.operation, request: providerCalls.request })
      .from(providerCalls)
      .where(eq(providerCalls.applicationUuid, borrower.applicationUuid));
    const signIns = calls.filter((call) => call.operation === 'signIn');
    expect(signIns).toHaveLength(3);
    expect(JSON.stringify(signIns)).not.toContain(SANDBOX_LINK_CREDENTIALS.password);
    // A reload reads the dialog where it stands.
    expect(session(await api.read(opened.uuid))).toEqual(signedIn);

    const linked = session(await api.consent(opened.uuid));
    expect(linked).toMatchObject({ step: 'LINKED', failure: null });
    expect(linked.employerName).toEqual(expect.any(String));
    expect((await api.consent(opened.uuid)).statusCode).toBe(409);

    // Another source's link cannot be sent for this one.
    const mismatched = await client.send('POST', '/income/link', {
      source: 'PLAID_TRANSACTIONS',
      linkSessionUuid: opened.uuid,
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json<{ errors: unknown[] }>().errors).toEqual([
      expect.objectContaining({ code: 'invalid_input', message: LINK_NOT_FINISHED_MESSAGE }),
    ]);

    await accepted(
      client.send('POST', '/income/link', { source: 'TRUV_PAYROLL', linkSessionUuid: opened.uuid }),
    );
    await journey.drain();
    expect(await state(client)).toBe('DISBURSEMENT_ACCOUNT');
    const [source] = await journey.workflow.db
      .select()
      .from(applicationIncomeSources)
      .where(eq(applicationIncomeSources.applicationUuid, borrower.applicationUuid));
    expect(source).toMatchObject({
      source: 'TRUV_PAYROLL',
      status: 'VERIFIED',
      detail: { linkSessionUuid: opened.uuid },
    });
    expect(session(await api.read(opened.uuid)).step).toBe('USED');
    // Income verified: no new dialog opens.
    expect((await api.start('TRUV_PAYROLL')).statusCode).toBe(409);
  });

  it('says why a Paystub link found no income; sending it asks for paystubs', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Paystub' },
      'INCOME_VERIFICATION',
    );
    const api = linkApi(client, borrower.applicationUuid);
    const opened = session(await api.start('PLAID_TRANSACTIONS'));
    expect(opened.kind).toBe('BANK');
    session(
      await api.signIn(opened.uuid, { ...SANDBOX_LINK_CREDENTIALS, institutionId: 'bank_tartan' }),
    );
    const failed = session(await api.consent(opened.uuid));
    expect(failed).toMatchObject({ step: 'FAILED', failure: 'NO_INCOME_DEPOSITS_FOUND' });

    await accepted(
      client.send('POST', '/income/link', {
        source: 'PLAID_TRANSACTIONS',
        linkSessionUuid: opened.uuid,
      }),
    );
    await journey.drain();
    expect(await state(client)).toBe('INCOME_VERIFICATION');
    expect(await api.view()).toMatchObject({
      paystubsAsked: true,
      paystubsRequired: 1,
      sources: [{ source: 'PLAID_TRANSACTIONS', status: 'FAILED_VERIFICATION' }],
    });

    const stub = await client.uploadImage('USER_UPLOADED_PAYSTUB');
    await accepted(client.send('POST', '/income/paystubs', { documentUuids: [stub] }));
    await journey.drain();
    expect(await state(client)).toBe('DISBURSEMENT_ACCOUNT');
    expect((await api.view()).paystubsAsked).toBe(false);
  });

  it('keeps each borrower to their own application and sessions', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample' },
      'INCOME_VERIFICATION',
    );
    const api = linkApi(client, borrower.applicationUuid);
    const opened = session(await api.start('TRUV_PAYROLL'));
    const strangerFixture = await registerBorrower(journey, { lastName: 'Lee' });
    const stranger = linkApi(
      borrowerClient(journey, strangerFixture),
      strangerFixture.applicationUuid,
    );
    const foreign = await stranger.read(opened.uuid);
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.signIn(opened.uuid, GOOD)).statusCode).toBe(404);
    expect((await api.read('not-a-uuid')).statusCode).toBe(404);
    const intruder = await borrowerClient(journey, strangerFixture).get(
      `/service-application/api/v1/application/heloc/${borrower.applicationUuid}/income`,
    );
    expect(intruder.statusCode).toBe(404);

    // Before submission nothing can be linked; an unfinished session cannot be sent.
    expect((await stranger.start('TRUV_PAYROLL')).statusCode).toBe(409);
    const unfinished = await client.send('POST', '/income/link', {
      source: 'TRUV_PAYROLL',
      linkSessionUuid: opened.uuid,
    });
    expect(unfinished.statusCode).toBe(400);
    expect(await state(client)).toBe('INCOME_VERIFICATION');
    const [row] = await journey.workflow.db
      .select({ step: incomeLinkSessions.step })
      .from(incomeLinkSessions)
      .where(eq(incomeLinkSessions.uuid, opened.uuid));
    expect(row?.step).toBe('CHOOSE');
  });
});
