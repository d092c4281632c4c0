import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationBankAccounts, applicationEvents } from '../../db/schema';
import {
  borrowerClient,
  useJourneyApp,
  registerBorrower,
  signedInAgain,
  type BorrowerOptions,
} from './test-support/journey-app';
import { notarize } from '../notary/test-support/room-client';
import { GOOD_ACCOUNT } from './test-support/walk-journey';
import { signEveryDocument } from '../signing/test-support';

describe('the journey through the API', () => {
  const journey = useJourneyApp();

  /** Registration to income verification, checking each step's state on the way. */
  async function walkToIncome(lastName: string, where: Partial<BorrowerOptions> = {}) {
    const borrower = await registerBorrower(journey, { lastName, ...where });
    const client = borrowerClient(journey, borrower);
    const expectState = async (
      res: Awaited<ReturnType<typeof client.status>>,
      state: string,
    ): Promise<ApplicationStatus> => {
      expect(res.statusCode, res.body).toBe(200);
      const status = res.json<ApplicationStatus>();
      expect(status.state).toBe(state);
      return status;
    };
    await journey.drain();
    await expectState(await client.status(), 'OFFER_SELECTION');

    const early = await client.send('PUT', '/offer', { offerId: 'x', amount: 2_000_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      errors: [{ code: 'conflict', message: 'Please confirm the liens on your property first' }],
    });
    await expectState(
      await client.send('POST', '/liens/confirm', { confirmed: true }),
      'OFFER_SELECTION',
    );

    const application = (await client.application()).json<HelocApplication>();
    expect(application.liens.length).toBeGreaterThan(0);
    expect(application.status.liensComplete).toBe(true);
    const offer = application.offers[0];
    if (!offer) throw new Error('no offer');
    const tooMuch = await client.send('PUT', '/offer', {
      offerId: offer.id,
      amount: offer.maxAmount + 100,
      autopay: true,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'amount' });
    expect(tooMuch.json().errors[0].message).toMatch(/^Amount must be between \$15,000 and \$/);
    await expectState(
      await client.send('PUT', '/offer', { offerId: offer.id, amount: 2_000_000, autopay: true }),
      'IN_PROGRESS',
    );
    await expectState(
      await client.send('PUT', '/profile', { ssn: '123-45-6789', propertyOwnership: 'OWNED' }),
      'IN_PROGRESS',
    );
    await expectState(
      await client.send('PUT', '/contact', { phoneNumber: '(303) 555-0199' }),
      'IN_PROGRESS',
    );
    await expectState(
      await client.send('POST', '/consents', {
        type: 'HARD_CREDIT_PULL',
        granted: true,
        textVersion: 'hard-2025-01',
      }),
      'HMDA',
    );
    const hmda = { ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' };
    const waiting = await expectState(
      await client.send('PUT', '/hmda', hmda),
      'GEN_APP_SUBMISSION',
    );
    expect(waiting.waiting).toBe(true);
    await journey.drain();
    await expectState(await client.status(), 'APP_SUBMISSION');
    expect((await client.application()).json<HelocApplication>().hmda).toMatchObject({
      ethnicity: ['DECLINED'],
      race: ['DECLINED'],
      sex: ['DECLINED'],
    });
    const unread = await client.send('POST', '/submit');
    expect(unread.statusCode).toBe(409);
    expect(unread.json()).toEqual({
      errors: [
        { code: 'conflict', message: 'Please read and accept the disclosures before submitting' },
      ],
    });
    await expectState(
      await client.send('POST', '/consents', {
        type: 'HELOC_EARLY_DISCLOSURES',
        granted: true,
        textVersion: 'heloc-early-2025-01',
      }),
      'APP_SUBMISSION',
    );
    await expectState(await client.send('POST', '/submit'), 'WAITING_FOR_HARD_CREDIT_PULL');
    await journey.drain();
    await expectState(await client.status(), 'INCOME_VERIFICATION');
    return { borrower, client, expectState };
  }

  /** Linked income, a checking account and a passport, each verified by its sandbox. */
  async function verifyIncomeBankAndIdentity(client: ReturnType<typeof borrowerClient>) {
    await client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' });
    await journey.drain();
    await client.send('POST', '/bank-accounts', GOOD_ACCOUNT);
    await journey.drain();
    await client.send('POST', '/identity', {
      idType: 'PASSPORT',
      frontDocumentUuid: await client.uploadImage('PASSPORTFRONT'),
    });
    await journey.drain();
  }

  it('takes the default persona from registration to COMPLETE, every transition an event', async () => {
    const walked = await walkToIncome('Sample');
    const { borrower, expectState } = walked;
    let { client } = walked;
    await expectState(
      await client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' }),
      'WAITING_FOR_INCOME_VERIFICATION',
    );
    await journey.drain();
    const verified = await expectState(await client.status(), 'DISBURSEMENT_ACCOUNT');
    expect(verified.status.uwSubDecision).toBe('VERIFIED_INCOME_MATCHED_OFFER');

    await client.send('POST', '/bank-accounts', {
      disbursement: {
        routingNumber: '021000021',
        accountNumber: '123456789',
        accountNumberConfirmation: '123456789',
      },
      autopay: 'MANUAL',
    });
    await journey.drain();
    const banked = await expectState(await client.status(), 'IDENTITY_VERIFICATION');
    expect(banked.status.giactAccountStatus).toBe('OPEN_VALID');
    const [stored] = await journey.workflow.db
      .select()
      .from(applicationBankAccounts)
      .where(eq(applicationBankAccounts.applicationUuid, borrower.applicationUuid));
    expect(stored?.accountNumberCiphertext).not.toContain('123456789');

    const front = await client.uploadImage('DRIVERSLICENSEFRONT');
    const noBack = await client.send('POST', '/identity', {
      idType: 'DRIVERS_LICENSE',
      frontDocumentUuid: front,
    });
    expect(noBack.statusCode).toBe(400);
    await client.send('POST', '/identity', {
      idType: 'DRIVERS_LICENSE',
      frontDocumentUuid: front,
      backDocumentUuid: await client.uploadImage('DRIVERSLICENSEBACK'),
    });
    await journey.drain();
    await expectState(await client.status(), 'NOTE_SIGNING');
    await signEveryDocument(client);
    await expectState(await client.status(), 'DEED_SIGNING');
    const refused = await client.send('POST', '/notary/complete');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [{ code: 'forbidden', message: 'Only your notary can complete the notarization' }],
    });
    await notarize(journey.app, journey.database.db, borrower);
    await expectState(await client.status(), 'TRUST_AND_INSURANCE');
    const insured = await client.send('POST', '/insurance', {
      kind: 'HAZARD',
      carrier: 'Sandbox Mutual',
      policyNumber: 'HZ-1234',
      coverageAmount: 50_000_000,
      expirationDate: '2027-12-31',
    });
    await expectState(insured, 'RESCISSION');
    const { closing } = (await client.application()).json<HelocApplication>();
    await journey.passTime(Date.parse(closing.rescissionEndsAt ?? '') - Date.now());
    await journey.drain();
    // Three days on, the borrower signs in again.
    client = borrowerClient(journey, await signedInAgain(journey, borrower));
    const done = await expectState(await client.status(), 'COMPLETE');
    expect(done).toMatchObject({ terminal: true, waiting: false, actions: [] });

    const view = (await client.application()).json<HelocApplication>();
    expect(view.disburseAccount?.mask).toBe('****6789');
    expect(view.amount).toBe(2_000_000);
    expect(view.consents.map((c) => c.type).sort()).toEqual([
      'E_SIGN',
      'HARD_CREDIT_PULL',
      'HELOC_EARLY_DISCLOSURES',
      'SOFT_CREDIT_PULL',
    ]);
    expect(view.documents.map((d) => d.type)).toEqual(
      expect.arrayContaining(['APPLICATION_SUMMARY', 'DRIVERSLICENSEFRONT', 'STATEMENTOFLOAN']),
    );

    const events = await journey.workflow.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid))
      .orderBy(asc(applicationEvents.id));
    expect(events[0]).toMatchObject({ event: 'START', toState: 'WAITING_FOR_OFFER_SELECTION' });
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i]?.fromState).toBe(events[i - 1]?.toState);
    }
    expect(events.at(-1)).toMatchObject({
      event: 'FUNDS_SETTLED',
      actorType: 'SYSTEM',
      toState: 'COMPLETE',
    });
    expect(events.find((e) => e.event === 'NOTARIZE')).toMatchObject({
      actorType: 'OPS',
      fromState: 'DEED_SIGNING',
      toState: 'TRUST_AND_INSURANCE',
    });
    expect(events.find((e) => e.event === 'SELECT_OFFER')).toMatchObject({
      actorType: 'BORROWER',
      actorId: borrower.identityUuid,
    });
  });

  it('sends Paystub to the paystub upload when linking fails, and on once the paystubs verify', async () => {
    const { client, expectState } = await walkToIncome('Paystub');
    const stub = await client.uploadImage('USER_UPLOADED_PAYSTUB');
    const early = await client.send('POST', '/income/paystubs', { documentUuids: [stub] });
    expect(early.statusCode).toBe(409);
    await client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' });
    await journey.drain();
    const failed = await expectState(await client.status(), 'INCOME_VERIFICATION');
    expect(failed.status.manualPaystubUpload).toBe(true);
    const stranger = borrowerClient(journey, await registerBorrower(journey, { lastName: 'Lee' }));
    const foreign = await stranger.uploadImage('USER_UPLOADED_PAYSTUB');
    const statement = await client.uploadImage('BANK_STATEMENT');
    for (const uuid of [foreign, statement]) {
      const refused = await client.send('POST', '/income/paystubs', { documentUuids: [uuid] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [
          {
            code: 'invalid_input',
            field: 'documentUuids',
            message: 'We could not find that upload. Please upload the file again',
          },
        ],
      });
    }
    await expectState(await client.status(), 'INCOME_VERIFICATION');
    await client.send('POST', '/income/paystubs', { documentUuids: [stub] });
    await journey.drain();
    const verified = await expectState(await client.status(), 'DISBURSEMENT_ACCOUNT');
    expect(verified.status.manualPaystubTasksComplete).toBe(true);
  });

  it('waits for the value estimate of a Texas home before the ID counts', async () => {
    const texas = { street1: '2201 Lake Austin Blvd', city: 'Austin', state: 'TX', zip: '78703' };
    const { borrower, client, expectState } = await walkToIncome('Sample', texas);
    expect((await client.status()).json<ApplicationStatus>().status.bpo).toBe('BPO_REQUIRED');
    await verifyIncomeBankAndIdentity(client);
    await expectState(await client.status(), 'BPO_ORDER_REQUEST');
    const noValue = await client.send('POST', '/value-estimate', { condition: 'GOOD' });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().errors).toContainEqual({
      code: 'invalid_input',
      field: 'estimatedValue',
      message: 'Please enter what you think your home is worth',
    });
    await expectState(
      await client.send('POST', '/value-estimate', { estimatedValue: 650_000, condition: 'GOOD' }),
      'WAITING_FOR_BPO_ORDER_REQUEST',
    );
    await journey.drain();
    const signing = await expectState(await client.status(), 'NOTE_SIGNING');
    expect(signing.status.bpo).toBe('BPO_COMPLETE');
    const events = await journey.workflow.db
      .select({ event: applicationEvents.event, toState: applicationEvents.toState })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid))
      .orderBy(asc(applicationEvents.id));
    expect(events.slice(-4)).toEqual([
      { event: 'ID_VERIFIED', toState: 'BPO_ORDER_REQUEST' },
      { event: 'ORDER_VALUE_ESTIMATE', toState: 'WAITING_FOR_BPO_ORDER_REQUEST' },
      { event: 'BPO_COMPLETED', toState: 'GEN_NOTE_SIGNING' },
      { event: 'DOCUMENTS_READY', toState: 'NOTE_SIGNING' },
    ]);
  });
});
