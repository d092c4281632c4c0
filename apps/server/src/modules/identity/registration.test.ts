import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationInput } from '@openheloc/domain';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  applications,
  consents,
  identities,
  jobs,
  profileAddresses,
  profiles,
} from '../../db/schema';
import { CONSENT_TEXT_VERSIONS } from './consents';
import { DUPLICATE_EMAIL_MESSAGE } from './registration-service';
import { REGISTER_RATE_LIMIT } from './schemas';
import { bornYearsAgo, registrationRowCounts } from './test-support';
import { registrationFixture } from '@openheloc/domain/testing/registration';

const REGISTER = '/identity/api/v1/registration/register';
const USER_AGENT = 'Mozilla/5.0 (Vitest) Registration';

describe('POST /identity/api/v1/registration/register', () => {
  let ctx: TestContext;
  let nextAddress = 1;
  /** Each request from its own address unless told, so the per-address limit stays out of the way. */
  const freshAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const register = (
    payload: unknown,
    options: { ip?: string; headers?: Record<string, string>; query?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `${REGISTER}${options.query ?? ''}`,
      payload: payload as object,
      headers: { 'user-agent': USER_AGENT, ...options.headers },
      remoteAddress: options.ip ?? freshAddress(),
    });
  const db = () => ctx.database.db;
  const defaultOrg = () => ctx.deps.organizations.defaultOrganization.orgCode;

  it('creates the identity, profile, property address, consents and application, and signs in', async () => {
    const res = await register(registrationFixture({ email: '  Pat.Lee@Example.com ' }), {
      ip: '203.0.113.50',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      jwt: expect.any(String),
      identityUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      applicationUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const [identity] = await db()
      .select()
      .from(identities)
      .where(eq(identities.uuid, body.identityUuid));
    expect(identity).toMatchObject({
      orgCode: defaultOrg(),
      email: 'Pat.Lee@Example.com',
      emailNormalized: 'pat.lee@example.com',
      type: 'BORROWER',
    });
    expect(identity?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, body.identityUuid));
    expect(profile).toMatchObject({
      orgCode: defaultOrg(),
      firstName: 'Pat',
      middleName: 'Q',
      lastName: 'Lee',
      suffix: '',
      dob: registrationFixture().dob,
      phoneNumber: '(303) 555-0142',
      annualIncome: 12_500_000,
      otherIncome: 500_000,
      employmentType: 'FULL_TIME',
      ssnCiphertext: null,
    });

    const addresses = await db()
      .select()
      .from(profileAddresses)
      .where(eq(profileAddresses.profileUuid, profile?.uuid ?? ''));
    expect(addresses).toEqual([
      expect.objectContaining({
        kind: 'PROPERTY',
        occupancyType: 'PRIMARY',
        street1: '1234 Maple Street',
        street2: '',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      }),
    ]);

    const given = await db()
      .select()
      .from(consents)
      .where(eq(consents.identityUuid, body.identityUuid));
    const byType = Object.fromEntries(given.map((consent) => [consent.type, consent]));
    expect(Object.keys(byType).sort()).toEqual(
      [
        'COMMUNICATION',
        'SMS_MARKETING',
        'SMS_TRANSACTIONAL',
        'SOFT_CREDIT_PULL',
        'TERMS_PRIVACY',
      ].sort(),
    );
    for (const [type, granted, applicationUuid] of [
      ['TERMS_PRIVACY', true, null],
      ['COMMUNICATION', true, null],
      ['SMS_MARKETING', false, null],
      ['SMS_TRANSACTIONAL', true, null],
      ['SOFT_CREDIT_PULL', true, body.applicationUuid],
    ] as const) {
      expect(byType[type]).toMatchObject({
        granted,
        applicationUuid,
        textVersion: CONSENT_TEXT_VERSIONS[type],
        ipAddress: '203.0.113.50',
        userAgent: USER_AGENT,
      });
      expect(byType[type]?.recordedAt).toBeInstanceOf(Date);
    }

    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.uuid, body.applicationUuid));
    expect(application).toMatchObject({
      orgCode: defaultOrg(),
      identityUuid: body.identityUuid,
      selectedPropertyUuid: addresses[0]?.uuid,
      isListedForSale: false,
      isCrypto: false,
    });
    const queued = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.applicationUuid, body.applicationUuid));
    expect(queued.length).toBeGreaterThan(0);

    const me = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: { authorization: `Bearer ${body.jwt}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ uuid: body.identityUuid });
  });

  it('keeps the home address apart when the property is not the primary residence', async () => {
    const res = await register(
      registrationFixture({
        email: 'investor@example.com',
        propertyAddress: {
          street1: '77 Harbor View Road',
          city: 'Mobile',
          state: 'AL',
          zip: '36602',
          occupancyType: 'INVESTMENT',
        },
        homeAddress: {
          street1: '12 Oak Lane',
          street2: 'Apt 4',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
        isListedForSale: true,
        dob: bornYearsAgo(19, 1),
      }),
    );
    expect(res.statusCode).toBe(201);
    const { identityUuid, applicationUuid } = res.json();
    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.identityUuid, identityUuid));
    const addresses = await db()
      .select()
      .from(profileAddresses)
      .where(eq(profileAddresses.profileUuid, profile?.uuid ?? ''));
    const property = addresses.find((address) => address.kind === 'PROPERTY');
    expect(property).toMatchObject({ occupancyType: 'INVESTMENT', state: 'AL', street2: '' });
    expect(addresses.find((address) => address.kind === 'HOME')).toMatchObject({
      occupancyType: null,
      street1: '12 Oak Lane',
      street2: 'Apt 4',
      city: 'Austin',
      state: 'TX',
    });
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.uuid, applicationUuid));
    expect(application).toMatchObject({
      selectedPropertyUuid: property?.uuid,
      isListedForSale: true,
    });
  });

  it('marks a crypto HELOC registration only for a lender that offers it', async () => {
    const crypto = ctx.deps.organizations.all().find((org) => org.offersCryptoHeloc);
    const plain = ctx.deps.organizations.all().find((org) => !org.offersCryptoHeloc);
    if (!crypto || !plain) throw new Error('the lender data needs both kinds of organisation');
    const cases = [
      [crypto.orgCode, true],
      [plain.orgCode, false],
    ] as const;
    for (const [orgCode, isCrypto] of cases) {
      const res = await register(
        registrationFixture({ email: `cloc-${orgCode.toLowerCase()}@example.com` }),
        {
          headers: { 'x-org': orgCode },
          query: '?utm_source=cloc&referrer=not-a-uuid',
        },
      );
      expect(res.statusCode).toBe(201);
      const [application] = await db()
        .select()
        .from(applications)
        .where(eq(applications.uuid, res.json().applicationUuid));
      expect(application).toMatchObject({ orgCode, isCrypto, referrerUuid: null });
    }
  });

  it('keeps the referring loan originator', async () => {
    const referrer = '6f1c2d4e-8a9b-4c3d-9e2f-1a2b3c4d5e6f';
    const res = await register(registrationFixture({ email: 'referred@example.com' }), {
      query: `?referrer=${referrer}`,
    });
    expect(res.statusCode).toBe(201);
    const [application] = await db()
      .select()
      .from(applications)
      .where(eq(applications.uuid, res.json().applicationUuid));
    expect(application?.referrerUuid).toBe(referrer);
  });

  const base = registrationFixture();
  const withIncome = (income: Partial<RegistrationInput['income']>) => ({
    income: { ...base.income, ...income },
  });
  const withProperty = (property: Partial<RegistrationInput['propertyAddress']>) => ({
    propertyAddress: { ...base.propertyAddress, ...property },
  });
  const withName = (name: Partial<RegistrationInput['name']>) => ({
    name: { ...base.name, ...name },
  });
  const without = (key: keyof RegistrationInput) => {
    const copy: Record<string, unknown> = { ...base };
    delete copy[key];
    return copy;
  };

  // Spec section 5 (registration v2 and the shared field rules), row by row.
  it.each([
    [
      'occupancy placeholder',
      { ...base, ...withProperty({ occupancyType: 'INIT' as never }) },
      'propertyAddress.occupancyType',
      'Please select an occupancy type',
    ],
    ['for-sale answer missing', without('isListedForSale'), 'isListedForSale', 'Required'],
    [
      'no income source',
      { ...base, ...withIncome({ employmentType: undefined as never }) },
      'income.employmentType',
      'Please select a primary source of income.',
    ],
    [
      'unemployed',
      { ...base, ...withIncome({ employmentType: 'UNEMPLOYED' }) },
      'income.employmentType',
      "We apologize. At this time, we don't lend to unemployed borrowers.",
    ],
    [
      'annual income missing',
      { ...base, ...withIncome({ income: undefined as never }) },
      'income.income',
      'Required',
    ],
    [
      'annual income negative',
      { ...base, ...withIncome({ income: -1 }) },
      'income.income',
      'Must be at least $0',
    ],
    [
      'annual income 10,000,000',
      { ...base, ...withIncome({ income: 10_000_000 }) },
      'income.income',
      'Must be less than $10,000,000',
    ],
    [
      'other income negative',
      { ...base, ...withIncome({ otherIncome: -5 }) },
      'income.otherIncome',
      'Must be at least $0',
    ],
    ['birth date missing', { ...base, dob: '' }, 'dob', 'Date of birth is required'],
    ['birth date not real', { ...base, dob: '1980-02-30' }, 'dob', 'Invalid date'],
    ['birth date before 1900', { ...base, dob: '1899-12-31' }, 'dob', 'Invalid date'],
    ['17 years old', { ...base, dob: bornYearsAgo(17) }, 'dob', 'Must be at least 18 years old'],
    [
      '18 years old in Alabama',
      { ...base, ...withProperty({ state: 'AL' }), dob: bornYearsAgo(18, 1) },
      'dob',
      'Must be at least 19 years old',
    ],
    ['e-mail missing', { ...base, email: '' }, 'email', 'Please enter your email'],
    [
      'e-mail malformed',
      { ...base, email: 'pat.example.com' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'first name missing',
      { ...base, ...withName({ firstName: '' }) },
      'name.firstName',
      'Please enter the first name',
    ],
    [
      'first name one letter',
      { ...base, ...withName({ firstName: 'P' }) },
      'name.firstName',
      'First name must be at least 2 characters long',
    ],
    [
      'first name with a digit',
      { ...base, ...withName({ firstName: 'Pat3' }) },
      'name.firstName',
      'Some of the characters entered are not supported.',
    ],
    [
      'last name missing',
      { ...base, ...withName({ lastName: '' }) },
      'name.lastName',
      'Please enter the last name',
    ],
    [
      'last name one letter',
      { ...base, ...withName({ lastName: 'L' }) },
      'name.lastName',
      'Last name is required',
    ],
    [
      'middle name with three separators',
      { ...base, ...withName({ middleName: 'a-b-c-d' }) },
      'name.middleName',
      'Some of the characters entered are not supported.',
    ],
    ['password missing', { ...base, password: '' }, 'password', 'Required'],
    [
      'password too short',
      { ...base, password: 'Sh0rt!pass' },
      'password',
      'Must be at least 12 characters long',
    ],
    [
      'password without uppercase',
      { ...base, password: 'blue-canyon-42!x' },
      'password',
      'Must contain at least one uppercase letter',
    ],
    [
      'password without lowercase',
      { ...base, password: 'BLUE-CANYON-42!X' },
      'password',
      'Must contain at least one lowercase letter',
    ],
    [
      'password without a number',
      { ...base, password: 'Blue-Canyon-xx!x' },
      'password',
      'Must contain at least one number',
    ],
    [
      'password without a special character',
      { ...base, password: 'BlueCanyon42xy' },
      'password',
      'Must contain at least one special character',
    ],
    [
      'password guessable',
      { ...base, password: 'Password1234!' },
      'password',
      'Password is not strong enough',
    ],
    [
      'phone missing',
      { ...base, phoneNumber: '' },
      'phoneNumber',
      'Please enter your mobile phone',
    ],
    [
      'phone too short',
      { ...base, phoneNumber: '(303) 555-014' },
      'phoneNumber',
      'Please enter a valid phone number. It needs 10 digits; you entered 9.',
    ],
    [
      'phone with country code',
      { ...base, phoneNumber: '1 (303) 555-0142' },
      'phoneNumber',
      'Country code 1 is not needed',
    ],
    [
      'terms and privacy unticked',
      { ...base, termPrivacyConsent: false },
      'termPrivacyConsent',
      'Required',
    ],
    [
      'communication unticked',
      { ...base, communicationConsent: false },
      'communicationConsent',
      'Required',
    ],
    [
      'street one word',
      { ...base, ...withProperty({ street1: 'Maple' }) },
      'propertyAddress.street1',
      'Street address is required',
    ],
    [
      'city with digits',
      { ...base, ...withProperty({ city: 'Denv3r' }) },
      'propertyAddress.city',
      'Please enter a valid city name',
    ],
    [
      'state spelled out',
      { ...base, ...withProperty({ state: 'Colorado' }) },
      'propertyAddress.state',
      'State must be two characters in length',
    ],
    [
      'state unknown',
      { ...base, ...withProperty({ state: 'ZZ' }) },
      'propertyAddress.state',
      'Please enter a valid state',
    ],
    [
      'zip of four digits',
      { ...base, ...withProperty({ zip: '8020' }) },
      'propertyAddress.zip',
      'Please enter a valid zipcode',
    ],
    [
      'no property chosen',
      without('propertyAddress'),
      'propertyAddress',
      'Please enter a valid property address',
    ],
    [
      'no home address for a second home',
      { ...base, ...withProperty({ occupancyType: 'SECONDARY' }) },
      'homeAddress',
      'Please enter a valid property address',
    ],
  ])('refuses %s with 400 and creates nothing', async (_name, payload, field, message) => {
    const before = await registrationRowCounts(db());
    const res = await register({
      ...payload,
      email: payload.email === base.email ? 'refused@example.com' : payload.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ code: 'invalid_input', field, message });
    expect(await registrationRowCounts(db())).toEqual(before);
  });

  it('answers one message per field, as the form shows them', async () => {
    const res = await register({ ...base, email: 'one-per-field@example.com', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'invalid_input',
          field: 'password',
          message: 'Must be at least 12 characters long',
        },
      ],
    });
  });

  it('refuses a second account for the same e-mail in any letter case', async () => {
    expect((await register(registrationFixture({ email: 'dup@example.com' }))).statusCode).toBe(
      201,
    );
    const before = await registrationRowCounts(db());
    const res = await register(registrationFixture({ email: 'DUP@Example.COM' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [{ code: 'conflict', field: 'email', message: DUPLICATE_EMAIL_MESSAGE }],
    });
    expect(await registrationRowCounts(db())).toEqual(before);
  });

  it('creates one account when two registrations with the same e-mail race', async () => {
    const answers = await Promise.all([
      register(registrationFixture({ email: 'race@example.com' })),
      register(registrationFixture({ email: 'Race@example.com' })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .select()
      .from(identities)
      .where(
        and(
          eq(identities.orgCode, defaultOrg()),
          eq(identities.emailNormalized, 'race@example.com'),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('allows the same e-mail in another organisation', async () => {
    const other = ctx.deps.organizations.all().find((org) => org.orgCode !== defaultOrg());
    if (!other) throw new Error('the lender data needs a second organisation');
    const email = 'two-lenders@example.com';
    expect((await register(registrationFixture({ email }))).statusCode).toBe(201);
    const res = await register(registrationFixture({ email }), {
      headers: { 'x-org': other.orgCode },
    });
    expect(res.statusCode).toBe(201);
    const rows = await db().select().from(identities).where(eq(identities.emailNormalized, email));
    expect(rows.map((row) => row.orgCode).sort()).toEqual([defaultOrg(), other.orgCode].sort());
  });

  it('leaves nothing behind when the last write of the transaction fails', async () => {
    // The pre-qualification job is the registration's last write: everything else is in by then.
    await ctx.database.execScript(`
      CREATE FUNCTION forced_job_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$;
      CREATE TRIGGER forced_job_failure BEFORE INSERT ON jobs
        FOR EACH ROW EXECUTE FUNCTION forced_job_failure();
    `);
    try {
      const before = await registrationRowCounts(db());
      const res = await register(registrationFixture({ email: 'half-way@example.com' }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        errors: [{ code: 'internal', message: 'Something unexpected happened' }],
      });
      expect(await registrationRowCounts(db())).toEqual(before);
    } finally {
      await ctx.database.execScript(`
        DROP TRIGGER forced_job_failure ON jobs;
        DROP FUNCTION forced_job_failure();
      `);
    }
    expect(
      (await register(registrationFixture({ email: 'half-way@example.com' }))).statusCode,
    ).toBe(201);
  });

  it('slows down one address that registers far more than a household would', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < REGISTER_RATE_LIMIT.max; i++) {
      expect((await register({}, { ip })).statusCode).toBe(400);
    }
    const limited = await register(registrationFixture({ email: 'flood@example.com' }), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errors: [{ code: 'rate_limited', message: 'Too many requests. Please try again later.' }],
    });
    expect((await register(registrationFixture({ email: 'flood@example.com' }))).statusCode).toBe(
      201,
    );
  });
});
