import {
  CONDITION_MESSAGES,
  SIGNER_CONDITIONS_FLAG,
  SIGNER_CONDITIONS_PATH,
  SIGNER_UPLOAD_PATH,
  UPLOAD_MESSAGES,
  signerConditionAnswerPath,
  type Condition,
  type HelocApplication,
  type OpsCondition,
  type SignerHome,
  type SignerList,
  type SignerSummary,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationSigners,
  conditions,
  featureFlagOverrides,
  outboxMessages,
} from '../../db/schema';
import { useJourneyApp } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { fileOf, multipartBody, uploadRequest } from '../documents/test-support';
import { opsToken } from '../notary/test-support/room-client';
import { invitationSha256 } from '../signers/invitation-tokens';
import { UPLOAD_NOT_FOUND_MESSAGE } from './borrower-service';

const SIGNER_V1 = '/service-application/api/v1/heloc-signer';
const PASSWORD = 'Blue!Harbor2026';
type Walked = Awaited<ReturnType<typeof walkJourney>>;

describe('document requests to additional signers', () => {
  const journey = useJourneyApp();
  let owner: Walked;
  let ops: string;
  /** Two signers of the owner's application, signed in: Margaret (asked) and Theo (not). */
  const signers: Record<'margaret' | 'theo', { uuid: string; token: string; email: string }> = {
    margaret: { uuid: '', token: '', email: '' },
    theo: { uuid: '', token: '', email: '' },
  };

  const db = () => journey.database.db;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: InjectOptions['payload'],
  ) =>
    journey.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const raise = (payload: object, applicationUuid = owner.borrower.applicationUuid) =>
    call('POST', `/ops/api/v1/applications/${applicationUuid}/conditions`, ops, payload);
  const signerUpload = (token: string, kind: 'pdf' | 'text' = 'pdf', name = 'deed.pdf') => {
    const body = multipartBody(
      { type: 'PROPERTY_DESCRIPTION_SOURCE' },
      {
        name,
        content: fileOf(kind),
      },
    );
    return journey.app.inject({
      method: 'POST',
      url: SIGNER_UPLOAD_PATH,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const listOf = async (token: string) => {
    const res = await call('GET', SIGNER_CONDITIONS_PATH, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Condition[]>();
  };
  const homeOf = async (token: string) =>
    (await call('GET', `${SIGNER_V1}/me`, token)).json<SignerHome>();
  const borrowerConditions = async () =>
    (
      await owner.client.get(
        `/service-conditions/external/api/v1/applications/${owner.borrower.applicationUuid}/conditions/external-applicants`,
      )
    ).json<Condition[]>();
  const setFlag = async (enabled: boolean | null) => {
    await db()
      .delete(featureFlagOverrides)
      .where(
        and(
          eq(featureFlagOverrides.orgCode, journey.orgCode),
          eq(featureFlagOverrides.flagKey, SIGNER_CONDITIONS_FLAG),
        ),
      );
    if (enabled === null) return;
    await db().insert(featureFlagOverrides).values({
      orgCode: journey.orgCode,
      flagKey: SIGNER_CONDITIONS_FLAG,
      enabled,
      variables: {},
      updatedAt: new Date(),
      updatedBy: 'test',
    });
  };

  /** Adds a signer through the borrower's API and accepts the invitation with a known token. */
  async function addSignedInSigner(firstName: string) {
    const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
    const added = await owner.client.send('POST', '/signers', {
      firstName,
      lastName: 'Aldridge',
      email,
      phoneNumber: '(415) 555-0134',
      role: 'CO_DEEDER',
    });
    expect(added.statusCode, added.body).toBe(201);
    const uuid = added.json<SignerList>().signers.find((s) => s.email === email)?.uuid ?? '';
    const token = `known-${randomUUID()}`;
    await db()
      .update(applicationSigners)
      .set({ invitationSha256: invitationSha256(token) })
      .where(eq(applicationSigners.uuid, uuid));
    const accepted = await journey.app.inject({
      method: 'POST',
      url: `${SIGNER_V1}/invitations/accept`,
      payload: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { uuid, token: accepted.json<{ jwt: string }>().jwt, email };
  }

  beforeAll(async () => {
    owner = await walkJourney(
      journey,
      { lastName: 'Coowner', firstName: 'Dana' },
      'INCOME_VERIFICATION',
    );
    ops = await opsToken(journey.app, db(), {
      email: `underwriter.${randomUUID()}@openheloc.test`,
      roles: ['UNDERWRITER'],
    });
    signers.margaret = await addSignedInSigner('Margaret');
    signers.theo = await addSignedInSigner('Theo');
  });

  it('asks Margaret, who alone sees, answers it with her own upload, then sees it cleared', async () => {
    const { margaret, theo } = signers;
    const listed = await call(
      'GET',
      `/ops/api/v1/applications/${owner.borrower.applicationUuid}/signers`,
      ops,
    );
    expect(listed.json<SignerSummary[]>().map((s) => s.uuid)).toEqual([margaret.uuid, theo.uuid]);

    const raised = await raise({
      categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION',
      numDocsRequired: 1,
      signerUuid: margaret.uuid,
      commentsToBorrower: 'a copy of the deed that names you',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const condition = raised.json<OpsCondition>();
    expect(condition).toMatchObject({
      status: 'OPEN',
      borrowerName: 'Dana Coowner',
      signer: { uuid: margaret.uuid, name: 'Margaret Aldridge' },
    });

    // E-mailed to Margaret, with her own sign-in; nothing to the borrower.
    const mail = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `document-requested:${condition.uuid}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: margaret.email, template: 'document-requested' });
    expect(mail[0]?.data.link).toBe('/account/heloc/heloc-signer/login');

    // Margaret's, not the borrower's nor Theo's.
    expect(await borrowerConditions()).toEqual([]);
    const status = await owner.client.get(
      `/service-application/api/v1/application/heloc/${owner.borrower.applicationUuid}`,
    );
    expect(status.json<HelocApplication>().status.condition).toBeFalsy();
    expect(await listOf(theo.token)).toEqual([]);
    expect((await homeOf(theo.token)).conditionsOpen).toBe(false);
    expect((await homeOf(margaret.token)).conditionsOpen).toBe(true);
    expect((await listOf(margaret.token)).map((c) => [c.uuid, c.actionNeeded])).toEqual([
      [condition.uuid, true],
    ]);

    // Nobody else answers it, and Margaret cannot answer with the borrower's upload.
    const answer = (token: string, documentUuids: string[]) =>
      call('POST', signerConditionAnswerPath(condition.uuid), token, { documentUuids });
    const theoUpload = await signerUpload(theo.token);
    expect(theoUpload.statusCode).toBe(409);
    expect(theoUpload.json().errors[0].message).toBe(CONDITION_MESSAGES.nothingToUpload);
    expect((await answer(theo.token, [randomUUID()])).statusCode).toBe(404);
    const request = uploadRequest(owner.borrower.applicationUuid, 'PROPERTY_DESCRIPTION_SOURCE', {
      name: 'borrower-deed.pdf',
      content: fileOf('pdf'),
    });
    const borrowersFile = await journey.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${owner.borrower.token}` },
    });
    expect(borrowersFile.statusCode, borrowersFile.body).toBe(201);
    const borrowerAnswer = await call(
      'POST',
      `/service-conditions/external/api/v1/applications/${owner.borrower.applicationUuid}/conditions/${condition.uuid}/documents`,
      owner.borrower.token,
      { documentUuids: [borrowersFile.json().uuid] },
    );
    expect(borrowerAnswer.statusCode).toBe(404);
    const stolen = await answer(margaret.token, [borrowersFile.json().uuid]);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors[0].message).toBe(UPLOAD_NOT_FOUND_MESSAGE);

    // A file of the wrong kind is refused with the borrower's message.
    const program = await signerUpload(margaret.token, 'text', 'deed.txt');
    expect(program.statusCode).toBe(400);
    expect(program.json().errors[0].message).toBe(UPLOAD_MESSAGES.wrongType);

    const uploaded = await signerUpload(margaret.token);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answered = await answer(margaret.token, [uploaded.json().uuid]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<Condition>()).toMatchObject({
      status: 'SUBMITTED',
      documents: [{ fileName: 'deed.pdf' }],
    });
    expect((await answer(margaret.token, [uploaded.json().uuid])).statusCode).toBe(409);
    // Her file is hers: the borrower cannot download it, even knowing its id.
    const borrowersDownload = await call(
      'GET',
      `/service-application/api/v1/application/heloc/${owner.borrower.applicationUuid}/documents/${uploaded.json().uuid}/content`,
      owner.borrower.token,
    );
    expect(borrowersDownload.statusCode).toBe(404);
    expect((await signerUpload(margaret.token)).statusCode).toBe(409);

    // Operations see her file and clear the request like any other.
    const queue = await call(
      'GET',
      `/ops/api/v1/conditions?status=SUBMITTED&applicationUuid=${owner.borrower.applicationUuid}`,
      ops,
    );
    expect(queue.json<OpsCondition[]>()).toEqual([
      expect.objectContaining({ uuid: condition.uuid, documents: [expect.anything()] }),
    ]);
    const file = await call(
      'GET',
      `/ops/api/v1/conditions/${condition.uuid}/documents/${uploaded.json().uuid}`,
      ops,
    );
    expect(file.statusCode).toBe(200);
    const cleared = await call('POST', `/ops/api/v1/conditions/${condition.uuid}/clear`, ops);
    expect(cleared.json<OpsCondition>().status).toBe('CLEARED');
    expect((await listOf(margaret.token)).map((c) => c.status)).toEqual(['CLEARED']);
    expect((await homeOf(margaret.token)).conditionsOpen).toBe(false);
  });

  it.each([
    [
      'a request only the borrower can answer',
      () => ({ categoryEnum: 'MISSING_PHONE_NUMBER', signerUuid: signers.theo.uuid }),
      'categoryEnum',
      CONDITION_MESSAGES.notForSigner,
    ],
    [
      'someone who is not a signer of the application',
      () => ({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', signerUuid: randomUUID() }),
      'signerUuid',
      CONDITION_MESSAGES.signerNotFound,
    ],
  ])('refuses to ask %s, and stores nothing', async (_case, body, field, message) => {
    const before = await db().select().from(conditions);
    const res = await raise({ numDocsRequired: 1, ...body() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ code: 'invalid_input', field, message }]);
    expect(await db().select().from(conditions)).toHaveLength(before.length);
  });

  it('keeps the signer API to signers, and switches it all off with the flag', async () => {
    const asBorrower = await call('GET', SIGNER_CONDITIONS_PATH, owner.borrower.token);
    expect(asBorrower.statusCode).toBe(403);
    expect((await signerUpload(owner.borrower.token)).statusCode).toBe(403);

    const open = await raise({
      categoryEnum: 'ID_VERIFICATION_FAILURE',
      numDocsRequired: 1,
      signerUuid: signers.theo.uuid,
    });
    expect(open.statusCode, open.body).toBe(201);
    await setFlag(false);
    try {
      const off = await call('GET', SIGNER_CONDITIONS_PATH, signers.theo.token);
      expect(off.statusCode).toBe(404);
      expect(off.json().errors[0].message).toBe(CONDITION_MESSAGES.signerConditionsOff);
      expect((await signerUpload(signers.theo.token)).statusCode).toBe(404);
      expect((await homeOf(signers.theo.token)).conditionsOpen).toBe(false);
      const refused = await raise({
        categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
        numDocsRequired: 1,
        signerUuid: signers.theo.uuid,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].message).toBe(CONDITION_MESSAGES.signerConditionsOff);
    } finally {
      await setFlag(null);
    }
    expect((await homeOf(signers.theo.token)).conditionsOpen).toBe(true);
    const [latest] = await db()
      .select()
      .from(conditions)
      .orderBy(desc(conditions.createdAt))
      .limit(1);
    expect(latest?.uuid).toBe(open.json<OpsCondition>().uuid);
  });
});
