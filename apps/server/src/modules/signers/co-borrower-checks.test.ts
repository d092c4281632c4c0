import {
  SIGNER_MESSAGES,
  type SignerHome,
  type SignerList,
  type zCoDeedStatus,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationSigners, conditions, profiles, providerCalls } from '../../db/schema';
import { insertCondition } from '../conditions/condition-store';
import { UPLOAD_NOT_FOUND_MESSAGE } from '../documents/attach-uploads';
import { fileOf, multipartBody } from '../documents/test-support';
import { useJourneyApp } from '../application/test-support/journey-app';
import { accepted, walkJourney } from '../application/test-support/walk-journey';
import { invitationSha256 } from './invitation-tokens';
import { assertSignersNotarized } from './signers-pending';

const SIGNER_V1 = '/service-application/api/v1/heloc-signer';
const PASSWORD = 'Blue!Harbor2026';
const SSN = '123-45-6789';
const details = {
  dateOfBirth: { month: '04', day: '12', year: '1980' },
  address: { street1: '12 Harbor Way', street2: '', city: 'Sausalito', state: 'CA', zip: '94965' },
  ssn: SSN,
  authorized: true,
};
type Walked = Awaited<ReturnType<typeof walkJourney>>;

describe('co-borrower identity and credit', () => {
  const journey = useJourneyApp();
  let owner: Walked;
  const tokens: Record<string, string> = {};
  const uuids: Record<string, string> = {};
  const db = () => journey.database.db;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    who?: string,
    payload?: InjectOptions['payload'],
  ) =>
    journey.app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const home = async (who: string) => {
    const res = await call('GET', `${SIGNER_V1}/me`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SignerHome>();
  };
  const signerRow = async (who: string) => {
    const [row] = await db()
      .select()
      .from(applicationSigners)
      .where(eq(applicationSigners.uuid, uuids[who] ?? ''));
    return row;
  };
  /** The signer's own upload of a fresh photo. */
  const upload = async (who: string, type = 'PASSPORTFRONT') => {
    const body = multipartBody({ type }, { name: 'id.png', content: fileOf('png') });
    const res = await journey.app.inject({
      method: 'POST',
      url: `${SIGNER_V1}/me/documents`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens[who]}` },
    });
    return res;
  };
  const uploadUuid = async (who: string) => {
    const res = await upload(who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ uuid: string }>().uuid;
  };
  const coDeedStatus = async () => {
    const res = await owner.client.get(
      '/service-application/api/v1/application/heloc/co-deed/status',
    );
    return res.json<z.infer<typeof zCoDeedStatus>>().ownApplications[0];
  };
  /** Adds a signer and signs them in through their invitation. */
  const invite = async (key: string, firstName: string, lastName: string, role: string) => {
    const res = await owner.client.send('POST', '/signers', {
      firstName,
      lastName,
      email: `${key}@example.com`,
      phoneNumber: '(415) 555-0134',
      role,
    });
    expect(res.statusCode, res.body).toBe(201);
    const signer = res
      .json<SignerList>()
      .signers.find((candidate) => candidate.firstName === firstName);
    uuids[key] = signer?.uuid ?? '';
    const token = `${key}-invitation-token`;
    await db()
      .update(applicationSigners)
      .set({ invitationSha256: invitationSha256(token) })
      .where(eq(applicationSigners.uuid, uuids[key] ?? ''));
    const acceptedRes = await call('POST', `${SIGNER_V1}/invitations/accept`, undefined, {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(acceptedRes.statusCode, acceptedRes.body).toBe(200);
    tokens[key] = acceptedRes.json<{ jwt: string }>().jwt;
  };

  beforeAll(async () => {
    owner = await walkJourney(
      journey,
      { lastName: 'Coowner', firstName: 'Dana' },
      'INCOME_VERIFICATION',
    );
    await invite('howard', 'Howard', 'Aldridge', 'CO_BORROWER');
    await invite('fran', 'Fran', 'Frozen', 'CO_BORROWER');
    await invite('dale', 'Dale', 'Decline', 'CO_BORROWER');
    await invite('idfail', 'Idfail', 'Mercer', 'CO_BORROWER');
    await invite('margaret', 'Margaret', 'Aldridge', 'CO_DEEDER');
  });

  it('starts each co-borrower with both checks to do, and a co-deeder with none', async () => {
    expect((await home('howard')).checks).toEqual({
      identity: 'NOT_STARTED',
      credit: 'NOT_STARTED',
    });
    expect((await home('margaret')).checks).toEqual({
      identity: 'NOT_REQUIRED',
      credit: 'NOT_REQUIRED',
    });
    expect((await coDeedStatus())?.coDeedStatus).toBe('PENDING');
  });

  it.each([
    ['the ID photos', () => upload('margaret')],
    [
      'the ID check',
      () =>
        call('POST', `${SIGNER_V1}/me/identity`, 'margaret', {
          idType: 'PASSPORT',
          frontDocumentUuid: '0b3c7e8a-1d2f-4a5b-8c9d-0e1f2a3b4c5d',
        }),
    ],
    ['the credit check', () => call('POST', `${SIGNER_V1}/me/credit`, 'margaret', details)],
  ])('refuses a co-deeder %s (403) and changes nothing', async (_what, send) => {
    const res = await send();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [{ code: 'forbidden', message: SIGNER_MESSAGES.coBorrowerOnly }],
    });
    const row = await signerRow('margaret');
    expect(row).toMatchObject({
      idVerification: null,
      creditResult: null,
      creditAuthorizedAt: null,
    });
  });

  it('refuses the borrower and anonymous callers the co-borrower endpoints', async () => {
    const anonymous = await call('POST', `${SIGNER_V1}/me/credit`, undefined, details);
    expect(anonymous.statusCode).toBe(401);
    const borrower = await journey.app.inject({
      method: 'POST',
      url: `${SIGNER_V1}/me/credit`,
      headers: owner.client.headers,
      payload: details,
    });
    expect(borrower.statusCode).toBe(403);
  });

  it.each([
    [{ authorized: false }, 'authorized', SIGNER_MESSAGES.creditAuthorizationNeeded],
    [{ ssn: '000-12-3456' }, 'ssn', 'Please enter a valid Social Security number'],
    [{ dateOfBirth: { month: '', day: '', year: '' } }, 'dateOfBirth', 'Date of birth is required'],
    [{ address: { ...details.address, zip: '9496' } }, 'address.zip', undefined],
  ])('refuses the credit check with %o and changes nothing', async (change, field, message) => {
    const res = await call('POST', `${SIGNER_V1}/me/credit`, 'howard', { ...details, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const error = res
      .json<{ errors: { field?: string; message: string }[] }>()
      .errors.find((candidate) => candidate.field === field);
    expect(error, res.body).toBeDefined();
    if (message) expect(error?.message).toContain(message);
    expect((await signerRow('howard'))?.creditAuthorizedAt).toBeNull();
  });

  it('refuses the ID check before the details it is matched against', async () => {
    const front = await uploadUuid('howard');
    const res = await call('POST', `${SIGNER_V1}/me/identity`, 'howard', {
      idType: 'PASSPORT',
      frontDocumentUuid: front,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNER_MESSAGES.identityNeedsDetails }],
    });
    expect((await signerRow('howard'))?.idVerification).toBeNull();
  });

  it('pulls credit with the authorization, keeps the SSN encrypted and answers its last 4 only', async () => {
    const res = await call('POST', `${SIGNER_V1}/me/credit`, 'howard', details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('123456789');
    expect(res.body).not.toContain('123-45');
    const mine = res.json<SignerHome>();
    expect(mine.checks).toEqual({ identity: 'NOT_STARTED', credit: 'PASSED' });
    expect(mine.ssnLast4).toBe('6789');
    const row = await signerRow('howard');
    expect(row?.creditAuthorizedAt).not.toBeNull();
    expect(row?.creditResult).toMatchObject({ state: 'PASSED' });
    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, row?.identityUuid ?? ''));
    expect(profile).toMatchObject({ dob: '1980-04-12', ssnLast4: '6789' });
    expect(profile?.ssnCiphertext).not.toContain('123456789');
    const calls = await db()
      .select()
      .from(providerCalls)
      .where(eq(providerCalls.applicationUuid, owner.borrower.applicationUuid));
    expect(JSON.stringify(calls)).not.toContain('123456789');

    const replay = await call('POST', `${SIGNER_V1}/me/credit`, 'howard', details);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNER_MESSAGES.creditDone }],
    });
  });

  it("refuses another person's upload for the ID check, and the borrower the signer's", async () => {
    await call('POST', `${SIGNER_V1}/me/credit`, 'idfail', details);
    const howardsPhoto = await uploadUuid('howard');
    const foreign = await call('POST', `${SIGNER_V1}/me/identity`, 'idfail', {
      idType: 'PASSPORT',
      frontDocumentUuid: howardsPhoto,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      errors: [
        { code: 'invalid_input', field: 'frontDocumentUuid', message: UPLOAD_NOT_FOUND_MESSAGE },
      ],
    });
    const borrowersPhoto = await owner.client.uploadImage('PASSPORTFRONT');
    const borrowers = await call('POST', `${SIGNER_V1}/me/identity`, 'howard', {
      idType: 'PASSPORT',
      frontDocumentUuid: borrowersPhoto,
    });
    expect(borrowers.statusCode).toBe(400);
    expect((await signerRow('idfail'))?.idVerification).toBeNull();
    expect((await signerRow('howard'))?.idVerification).toBeNull();
  });

  it('records a failed ID check with its reasons, and takes new photos', async () => {
    const first = await call('POST', `${SIGNER_V1}/me/identity`, 'idfail', {
      idType: 'PASSPORT',
      frontDocumentUuid: await uploadUuid('idfail'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const failed = first.json<SignerHome>();
    expect(failed.checks.identity).toBe('FAILED');
    expect(failed.idFailedChecks).toEqual(['DOCUMENT_AUTHENTIC', 'NAME_MATCH']);
    const again = await call('POST', `${SIGNER_V1}/me/identity`, 'idfail', {
      idType: 'PASSPORT',
      frontDocumentUuid: await uploadUuid('idfail'),
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('verifies the ID with their own photos, once, clearing the ID request made to them', async () => {
    // Operations asked Howard and Idfail for their IDs; Howard's pass answers his alone.
    const application = { uuid: owner.borrower.applicationUuid, orgCode: journey.orgCode };
    const asked = await db().transaction(async (tx) => ({
      howard: await insertCondition(
        tx,
        application,
        { category: 'ID_VERIFICATION_FAILURE', signerUuid: uuids.howard },
        'ops@example.com',
        new Date(),
      ),
      idfail: await insertCondition(
        tx,
        application,
        { category: 'ID_VERIFICATION_FAILURE', signerUuid: uuids.idfail },
        'ops@example.com',
        new Date(),
      ),
    }));
    const statusOf = async (uuid: string) =>
      (await db().select().from(conditions).where(eq(conditions.uuid, uuid)))[0]?.status;
    const front = await uploadUuid('howard');
    const res = await call('POST', `${SIGNER_V1}/me/identity`, 'howard', {
      idType: 'PASSPORT',
      frontDocumentUuid: front,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SignerHome>().checks).toEqual({ identity: 'VERIFIED', credit: 'PASSED' });
    const replay = await call('POST', `${SIGNER_V1}/me/identity`, 'howard', {
      idType: 'PASSPORT',
      frontDocumentUuid: front,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNER_MESSAGES.identityDone }],
    });
    const more = await upload('howard');
    expect(more.statusCode).toBe(409);
    expect(await statusOf(asked.howard.uuid)).toBe('CLEARED');
    expect(await statusOf(asked.idfail.uuid)).toBe(asked.idfail.status);
  });

  it('keeps a frozen file open to a new pull once the freeze is lifted', async () => {
    const res = await call('POST', `${SIGNER_V1}/me/credit`, 'fran', details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SignerHome>().checks.credit).toBe('FROZEN');
    const again = await call('POST', `${SIGNER_V1}/me/credit`, 'fran', details);
    expect(again.statusCode).toBe(200);
  });

  it('holds a result below the minimum score for operations, and the application with it', async () => {
    const res = await call('POST', `${SIGNER_V1}/me/credit`, 'dale', details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SignerHome>().checks.credit).toBe('BELOW_MINIMUM');
    const replay = await call('POST', `${SIGNER_V1}/me/credit`, 'dale', details);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNER_MESSAGES.creditHeld }],
    });
    const status = await coDeedStatus();
    expect(status?.coDeedStatus).toBe('ON_HOLD');
    expect(status?.signers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          firstName: 'Dale',
          identity: 'NOT_STARTED',
          credit: 'BELOW_MINIMUM',
        }),
        expect.objectContaining({ firstName: 'Howard', identity: 'VERIFIED', credit: 'PASSED' }),
        expect.objectContaining({
          firstName: 'Margaret',
          identity: 'NOT_REQUIRED',
          credit: 'NOT_REQUIRED',
        }),
      ]),
    );
    await expect(
      assertSignersNotarized(db(), owner.borrower.applicationUuid),
    ).rejects.toMatchObject({ message: SIGNER_MESSAGES.coBorrowerChecksPending });
  });

  describe('signing', () => {
    beforeAll(async () => {
      await accepted(owner.client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' }));
      await journey.drain();
      await accepted(
        owner.client.send('POST', '/bank-accounts', {
          disbursement: {
            routingNumber: '021000021',
            accountNumber: '55551234',
            accountNumberConfirmation: '55551234',
          },
          autopay: 'MANUAL',
        }),
      );
      await journey.drain();
      await accepted(
        owner.client.send('POST', '/identity', {
          idType: 'PASSPORT',
          frontDocumentUuid: await owner.client.uploadImage('PASSPORTFRONT'),
        }),
      );
      await journey.drain();
    });

    const signFirst = async (who: string, name: string) => {
      const consent = await call('POST', `${SIGNER_V1}/me/consent`, who, {
        textVersion: 'esign-2025-01',
      });
      expect(consent.statusCode, consent.body).toBe(200);
      const [document] = (await home(who)).documents;
      return call('POST', `${SIGNER_V1}/me/documents/${document?.uuid}/signatures`, who, {
        sha256: document?.sha256,
        signature: { kind: 'TYPED', name },
        location: { status: 'REFUSED' },
      });
    };

    it('refuses a co-borrower whose checks have not passed, and signs one whose have', async () => {
      const early = await signFirst('dale', 'Dale Decline');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        errors: [{ code: 'conflict', message: SIGNER_MESSAGES.checksFirst }],
      });
      expect((await home('dale')).documents.every((d) => d.status !== 'SIGNED')).toBe(true);
      const asSomeoneElse = await signFirst('howard', 'Margaret Aldridge');
      expect(asSomeoneElse.statusCode).toBe(400);
      expect(asSomeoneElse.json()).toEqual({
        errors: [
          {
            code: 'invalid_input',
            field: 'signature.name',
            message:
              'Please type your full name as it appears on your application: Howard Aldridge',
          },
        ],
      });
      const cleared = await signFirst('howard', 'howard ALDRIDGE');
      expect(cleared.statusCode, cleared.body).toBe(201);
      const deeder = await signFirst('margaret', 'Margaret Aldridge');
      expect(deeder.statusCode, deeder.body).toBe(201);
    });
  });
});
