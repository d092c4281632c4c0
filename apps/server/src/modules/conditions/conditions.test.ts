import {
  CONDITION_MESSAGES,
  type Condition,
  type HelocApplication,
  type OpsCondition,
} from '@openheloc/domain';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../db/schema';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser } from '../ops-users/ops-user-store';
import { useJourneyApp, type BorrowerFixture } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { UPLOAD_NOT_FOUND_MESSAGE } from './borrower-service';
import { opsTokenFrom } from '../ops-users/test-support/ops-sign-in';

const PASSWORD = 'Quiet-Harbor-73!';
const listPath = (applicationUuid: string) =>
  `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/external-applicants`;
const answerPath = (applicationUuid: string, conditionUuid: string, answer: string) =>
  `/service-conditions/external/api/v1/applications/${applicationUuid}/conditions/${conditionUuid}/${answer}`;

describe('document requests (conditions)', () => {
  const journey = useJourneyApp();

  const opsToken = async (roles: ('UNDERWRITER' | 'CHAT_AGENT')[], orgCodes = ['*']) => {
    const email = `${randomUUID()}@lender.example`;
    await createOpsUser(
      journey.workflow.db,
      { email, name: 'Uma Underwriter', roles, orgCodes },
      { hash: await hashPassword(PASSWORD) },
    );
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ops/api/v1/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${await opsTokenFrom(journey.app, res)}` };
  };
  const asBorrower = (borrower: BorrowerFixture) => ({
    authorization: `Bearer ${borrower.token}`,
  });
  const borrowerList = async (borrower: BorrowerFixture) => {
    const res = await journey.app.inject({
      url: listPath(borrower.applicationUuid),
      headers: asBorrower(borrower),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Condition[]>();
  };
  const raise = (headers: Record<string, string>, applicationUuid: string, payload: object) =>
    journey.app.inject({
      method: 'POST',
      url: `/ops/api/v1/applications/${applicationUuid}/conditions`,
      headers,
      payload,
    });
  const answer = (borrower: BorrowerFixture, conditionUuid: string, documentUuids: string[]) =>
    journey.app.inject({
      method: 'POST',
      url: answerPath(borrower.applicationUuid, conditionUuid, 'documents'),
      headers: asBorrower(borrower),
      payload: { documentUuids },
    });
  /** An upload of the application, as the documents service stores it. */
  const upload = async (borrower: BorrowerFixture, name: string) => {
    const uuid = randomUUID();
    const content = new TextEncoder().encode(`%PDF-1.7 ${name} ${uuid}`);
    await journey.workflow.db.insert(applicationDocuments).values({
      uuid,
      applicationUuid: borrower.applicationUuid,
      orgCode: journey.orgCode,
      type: 'BANK_STATEMENT',
      origin: 'UPLOADED',
      fileName: name,
      contentType: 'application/pdf',
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    });
    return uuid;
  };

  it('an underwriter raises a request, the borrower answers it, the underwriter clears it', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'INCOME_VERIFICATION');
    const ops = await opsToken(['UNDERWRITER']);
    const raised = await raise(ops, borrower.applicationUuid, {
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      numDocsRequired: 2,
      commentsToBorrower: 'Please send your January and February statements.',
      internalNotes: 'Deposits do not match the stated income.',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const condition = raised.json<OpsCondition>();
    expect(condition).toMatchObject({
      status: 'OPEN',
      borrowerName: 'Pat Sample',
      internalNotes: 'Deposits do not match the stated income.',
    });

    const [seen, ...others] = await borrowerList(borrower);
    expect(others).toEqual([]);
    expect(seen).toEqual({
      uuid: condition.uuid,
      categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
      created: expect.any(String),
      status: 'OPEN',
      commentsToBorrower: 'Please send your January and February statements.',
      requestDocuments: [],
      actionNeeded: true,
      xtraData: { numDocsRequired: 2 },
      documents: [],
    });
    expect(JSON.stringify(seen)).not.toContain('Deposits');

    const january = await upload(borrower, 'january.pdf');
    const tooFew = await answer(borrower, condition.uuid, [january]);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().errors[0].message).toBe(CONDITION_MESSAGES.tooFewDocuments(2));

    const february = await upload(borrower, 'february.pdf');
    const answered = await answer(borrower, condition.uuid, [january, february]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Condition>()).toMatchObject({
      status: 'SUBMITTED',
      actionNeeded: false,
      documents: [{ fileName: 'january.pdf' }, { fileName: 'february.pdf' }],
    });
    expect((await answer(borrower, condition.uuid, [january, february])).statusCode).toBe(409);

    const queue = await journey.app.inject({
      url: `/ops/api/v1/conditions?status=SUBMITTED&applicationUuid=${borrower.applicationUuid}`,
      headers: ops,
    });
    expect(queue.json<OpsCondition[]>().map((c) => c.uuid)).toEqual([condition.uuid]);
    const file = await journey.app.inject({
      url: `/ops/api/v1/conditions/${condition.uuid}/documents/${january}`,
      headers: ops,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('january.pdf');
    // A download, never opened as a page in the underwriter's window.
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="january.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const cleared = await journey.app.inject({
      method: 'POST',
      url: `/ops/api/v1/conditions/${condition.uuid}/clear`,
      headers: ops,
    });
    expect(cleared.json<OpsCondition>()).toMatchObject({
      status: 'CLEARED',
      resolved: expect.any(String),
    });
    expect(await borrowerList(borrower)).toEqual([]);
  });

  it('sends an answer back with what to send instead, and the borrower answers again', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'INCOME_VERIFICATION');
    const ops = await opsToken(['UNDERWRITER']);
    const condition = (
      await raise(ops, borrower.applicationUuid, {
        categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION',
        numDocsRequired: 1,
      })
    ).json<OpsCondition>();
    const first = await upload(borrower, 'deed-page-1.pdf');
    await answer(borrower, condition.uuid, [first]);
    const returned = await journey.app.inject({
      method: 'POST',
      url: `/ops/api/v1/conditions/${condition.uuid}/return`,
      headers: ops,
      payload: { commentsToBorrower: 'Please send every page of the deed.' },
    });
    expect(returned.json<OpsCondition>()).toMatchObject({ status: 'OPEN', documents: [] });
    const [again] = await borrowerList(borrower);
    expect(again).toMatchObject({
      actionNeeded: true,
      commentsToBorrower: 'Please send every page of the deed.',
    });
    const whole = await upload(borrower, 'deed.pdf');
    expect((await answer(borrower, condition.uuid, [whole])).statusCode).toBe(200);
  });

  it('answers a missing-phone request with the number, on the profile', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'INCOME_VERIFICATION');
    const ops = await opsToken(['UNDERWRITER']);
    const condition = (
      await raise(ops, borrower.applicationUuid, {
        categoryEnum: 'MISSING_PHONE_NUMBER',
        numDocsRequired: 1,
      })
    ).json<OpsCondition>();
    const url = answerPath(borrower.applicationUuid, condition.uuid, 'phone-number');
    const bad = await journey.app.inject({
      method: 'POST',
      url,
      headers: asBorrower(borrower),
      payload: { phoneNumber: '555' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('phoneNumber');
    const upload1 = await upload(borrower, 'not-a-phone.pdf');
    expect((await answer(borrower, condition.uuid, [upload1])).json()).toEqual({
      errors: [{ code: 'invalid_input', message: CONDITION_MESSAGES.wrongAnswer }],
    });
    const good = await journey.app.inject({
      method: 'POST',
      url,
      headers: asBorrower(borrower),
      payload: { phoneNumber: '(720) 555-0188' },
    });
    expect(good.json<Condition>().status).toBe('SUBMITTED');
    const identity = await journey.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: asBorrower(borrower),
    });
    expect(identity.json().phoneNumbers).toContain('(720) 555-0188');
  });

  it('refuses what is not the caller’s, and stores nothing', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'INCOME_VERIFICATION');
    const { borrower: other } = await walkJourney(
      journey,
      { lastName: 'Other' },
      'INCOME_VERIFICATION',
    );
    const ops = await opsToken(['UNDERWRITER']);
    const condition = (
      await raise(ops, borrower.applicationUuid, {
        categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
        numDocsRequired: 1,
      })
    ).json<OpsCondition>();

    // Another borrower: neither the list, nor the request through their own application.
    const foreignList = await journey.app.inject({
      url: listPath(borrower.applicationUuid),
      headers: asBorrower(other),
    });
    expect(foreignList.statusCode).toBe(404);
    const othersUpload = await upload(other, 'mine.pdf');
    const viaOwn = await answer(other, condition.uuid, [othersUpload]);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json()).toEqual({
      errors: [{ code: 'not_found', message: CONDITION_MESSAGES.notFound }],
    });
    // The owner, with someone else's upload.
    const foreignUpload = await answer(borrower, condition.uuid, [othersUpload]);
    expect(foreignUpload.statusCode).toBe(400);
    expect(foreignUpload.json().errors[0].message).toBe(UPLOAD_NOT_FOUND_MESSAGE);
    const [still] = await borrowerList(borrower);
    expect(still).toMatchObject({ status: 'OPEN', documents: [] });

    // Operations routes: a borrower token, a role without underwriting, another lender's user.
    const asBorrowerOnOps = await raise(asBorrower(borrower), borrower.applicationUuid, {
      categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
      numDocsRequired: 1,
    });
    expect(asBorrowerOnOps.statusCode).toBe(401);
    const agent = await opsToken(['CHAT_AGENT']);
    expect(
      (
        await raise(agent, borrower.applicationUuid, {
          categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
          numDocsRequired: 1,
        })
      ).statusCode,
    ).toBe(403);
    const elsewhere = await opsToken(['UNDERWRITER'], ['GRANITE_CU']);
    expect(
      (
        await raise(elsewhere, borrower.applicationUuid, {
          categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
          numDocsRequired: 1,
        })
      ).statusCode,
    ).toBe(404);
    const clear = await journey.app.inject({
      method: 'POST',
      url: `/ops/api/v1/conditions/${condition.uuid}/clear`,
      headers: elsewhere,
    });
    expect(clear.statusCode).toBe(404);
    const early = await journey.app.inject({
      method: 'POST',
      url: `/ops/api/v1/conditions/${condition.uuid}/clear`,
      headers: ops,
    });
    expect(early.json()).toEqual({
      errors: [{ code: 'conflict', message: CONDITION_MESSAGES.notSubmitted }],
    });
    expect(
      (
        await raise(ops, borrower.applicationUuid, {
          categoryEnum: 'NOT_A_CATEGORY',
          numDocsRequired: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(await borrowerList(borrower)).toHaveLength(1);
  });

  it('raises a paystub request when a Paystub borrower cannot link income', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Paystub' },
      'INCOME_VERIFICATION',
    );
    await client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' });
    await journey.drain();
    const [paystubs, ...rest] = await borrowerList(borrower);
    expect(rest).toEqual([]);
    expect(paystubs).toMatchObject({
      categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
      actionNeeded: true,
      xtraData: { numDocsRequired: null },
    });
    // A second failed link does not raise a second request.
    await client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' });
    await journey.drain();
    expect(await borrowerList(borrower)).toHaveLength(1);
  });

  it('raises an identity request when the ID check fails', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Sample', firstName: 'Idfail' },
      'IDENTITY_VERIFICATION',
    );
    await client.send('POST', '/identity', {
      idType: 'PASSPORT',
      frontDocumentUuid: await client.uploadImage('PASSPORTFRONT'),
    });
    await journey.drain();
    const [identity] = await borrowerList(borrower);
    expect(identity).toMatchObject({ categoryEnum: 'ID_VERIFICATION_FAILURE', actionNeeded: true });
    // The borrower is asked again and told why; a retry that fails too raises no second request.
    const application = (await client.application()).json<HelocApplication>();
    expect(application).toMatchObject({
      state: 'IDENTITY_VERIFICATION',
      idVerification: { idType: 'PASSPORT', failedChecks: ['DOCUMENT_AUTHENTIC', 'NAME_MATCH'] },
    });
    const retry = await client.send('POST', '/identity', {
      idType: 'DRIVERS_LICENSE',
      frontDocumentUuid: await client.uploadImage('DRIVERSLICENSEFRONT'),
      backDocumentUuid: await client.uploadImage('DRIVERSLICENSEBACK'),
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await journey.drain();
    expect(await borrowerList(borrower)).toHaveLength(1);
    expect((await client.application()).json<HelocApplication>().idVerification).toEqual({
      idType: 'DRIVERS_LICENSE',
      failedChecks: ['DOCUMENT_AUTHENTIC', 'NAME_MATCH'],
    });
  });

  it('shows an ID that passed with no failed checks, and none before one is sent', async () => {
    const { client } = await walkJourney(journey, { lastName: 'Sample' }, 'IDENTITY_VERIFICATION');
    expect((await client.application()).json<HelocApplication>().idVerification).toBeNull();
    await client.send('POST', '/identity', {
      idType: 'STATE_ID_CARD',
      frontDocumentUuid: await client.uploadImage('IDCARDFRONT'),
    });
    await journey.drain();
    expect((await client.application()).json<HelocApplication>()).toMatchObject({
      state: 'NOTE_SIGNING',
      idVerification: { idType: 'STATE_ID_CARD', failedChecks: [] },
    });
  });
});
