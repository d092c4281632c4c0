import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities, profiles } from '../../db/schema';
import { encryptField } from '../../security/field-encryption';
import { startSession } from '../auth/sessions';
import { registrationFixture } from '@openheloc/domain/testing/registration';

describe('identity reads', () => {
  let ctx: TestContext;
  let borrower: { jwt: string; identityUuid: string };
  const auth = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({
        email: 'Jo.Rivera@example.com',
        name: { firstName: 'Jo', middleName: "D'Arcy", lastName: 'Rivera-Lopez', suffix: 'JR' },
        propertyAddress: {
          street1: '500 Pine Avenue',
          street2: 'Unit 2',
          city: 'Fort Collins',
          state: 'CO',
          zip: '80521',
          occupancyType: 'SECONDARY',
        },
        homeAddress: { street1: '9 Elm Court', city: 'Boulder', state: 'CO', zip: '80301' },
        dob: '1985-07-14',
        phoneNumber: '(720) 555-0199',
      }),
    });
    expect(res.statusCode).toBe(201);
    borrower = res.json();
  });
  afterAll(() => ctx.close());

  it('GET /identity/secure/api/v1/identity answers the legacy identity', async () => {
    const res = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: auth(borrower.jwt),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(identities)
      .where(eq(identities.uuid, borrower.identityUuid));
    expect(res.json()).toEqual({
      uuid: borrower.identityUuid,
      organizationCode: ctx.deps.organizations.defaultOrganization.orgCode,
      profileType: 'BORROWER',
      aliases: [{ type: 'EMAIL', value: 'Jo.Rivera@example.com' }],
      updatedDate: row?.updatedAt.toISOString(),
      passwordExpired: false,
      twoFactorEnabled: false,
      totpVerified: false,
    });
  });

  it('GET /identity/secure/api/v1_1/identity answers the identity with profile and addresses', async () => {
    const res = await ctx.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: auth(borrower.jwt),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: borrower.identityUuid,
      email: 'Jo.Rivera@example.com',
      phoneNumbers: ['(720) 555-0199'],
      name: { firstName: 'Jo', middleName: "D'Arcy", lastName: 'Rivera-Lopez', suffix: 'JR' },
      dob: '1985-07-14',
      addresses: [
        {
          uuid: expect.any(String),
          ownership: 'UNKNOWN',
          kind: 'PROPERTY',
          street1: '500 Pine Avenue',
          street2: 'Unit 2',
          city: 'Fort Collins',
          state: 'CO',
          zip: '80521',
          occupancyType: 'SECONDARY',
        },
        {
          uuid: expect.any(String),
          ownership: 'UNKNOWN',
          kind: 'HOME',
          street1: '9 Elm Court',
          street2: '',
          city: 'Boulder',
          state: 'CO',
          zip: '80301',
          occupancyType: null,
        },
      ],
      hasSsn: false,
      ssnLast4: null,
      // The income stated at registration, in cents.
      statedIncome: { annual: 12_500_000, other: 500_000, employmentType: 'FULL_TIME' },
      type: 'BORROWER',
    });
  });

  it('tells whether an SSN is on file and its last 4 digits, never the number', async () => {
    const ssn = '123456789';
    const sealed = encryptField(ctx.deps.secrets.encryptionKey, ssn);
    await ctx.database.db
      .update(profiles)
      .set({ ssnCiphertext: sealed, ssnLast4: '6789' })
      .where(eq(profiles.identityUuid, borrower.identityUuid));
    const res = await ctx.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: auth(borrower.jwt),
    });
    expect(res.json()).toMatchObject({ hasSsn: true, ssnLast4: '6789' });
    expect(res.body).not.toContain(ssn);
    expect(res.body).not.toContain('12345');
    expect(res.body).not.toContain(sealed);
  });

  it('answers an identity without a profile with empty profile fields', async () => {
    const uuid = randomUUID();
    const orgCode = ctx.deps.organizations.defaultOrganization.orgCode;
    await ctx.database.db.insert(identities).values({
      uuid,
      orgCode,
      email: 'signer@example.com',
      emailNormalized: 'signer@example.com',
      passwordHash: 'unused',
      type: 'CO_DEEDER',
    });
    const { token } = await startSession(
      ctx.database.db,
      ctx.deps.secrets.jwtSecret,
      { identityUuid: uuid, orgCode, type: 'CO_DEEDER' },
      new Date(),
    );
    const res = await ctx.app.inject({
      url: '/identity/secure/api/v1_1/identity',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid,
      email: 'signer@example.com',
      phoneNumbers: [],
      name: null,
      dob: null,
      addresses: [],
      hasSsn: false,
      ssnLast4: null,
      statedIncome: null,
      type: 'CO_DEEDER',
    });
  });

  it.each([
    ['GET', '/identity/secure/api/v1/identity'],
    ['GET', '/identity/secure/api/v1_1/identity'],
    ['POST', '/identity/secure/api/v1/logout'],
    ['GET', '/service-profile/api/v1/profile'],
    ['GET', '/service-wallet/secure/api/v4/account/access'],
    ['GET', '/service-wallet/secure/api/v4/account'],
  ] as const)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const headers of [{}, auth('not.a.token')]) {
      const res = await ctx.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ code: 'signed_out', message: 'unauthenticated' }] });
    }
  });

  it('documents every identity, profile and account route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string }>>;
    for (const [method, path] of [
      ['post', '/identity/api/v1/registration/register'],
      ['post', '/identity/api/v1/login'],
      ['post', '/identity/secure/api/v1/logout'],
      ['get', '/identity/secure/api/v1/identity'],
      ['get', '/identity/secure/api/v1_1/identity'],
      ['get', '/service-profile/api/v1/profile'],
      ['get', '/service-wallet/secure/api/v4/account/access'],
      ['get', '/service-wallet/secure/api/v4/account'],
    ] as const) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
  });
});
