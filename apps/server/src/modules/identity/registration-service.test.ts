import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zRegistration } from '@openheloc/domain';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { identities } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { registerBorrower, type StartApplication } from './registration-service';
import { isUniqueViolation } from './unique-violation';
import { bornYearsAgo, registrationRowCounts } from './test-support';
import { registrationFixture } from '@openheloc/domain/testing/registration';

describe('registerBorrower', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const input = (email: string, dob?: string) => ({
    orgCode: 'OPENHELOC',
    registration: zRegistration.parse(registrationFixture({ email, ...(dob ? { dob } : {}) })),
    source: {
      isCrypto: false,
      referrerUuid: undefined,
      offered: { products: {}, defaultProduct: 'heloc' },
    },
    origin: { ipAddress: '203.0.113.9', userAgent: 'test' },
  });
  const deps = (startApplication: StartApplication, now = () => new Date()) => ({
    db: database.db,
    jwtSecret: new Uint8Array(randomBytes(32)),
    now,
    startApplication,
  });

  it('rolls back the identity, profile, addresses and consents when the application cannot start', async () => {
    const before = await registrationRowCounts(database.db);
    let reached = false;
    const failing: StartApplication = async () => {
      reached = true;
      throw new Error('application service unavailable');
    };
    await expect(registerBorrower(deps(failing), input('rollback@example.com'))).rejects.toThrow(
      'application service unavailable',
    );
    expect(reached).toBe(true);
    expect(await registrationRowCounts(database.db)).toEqual(before);
  });

  it("checks the age against the server's clock", async () => {
    const never: StartApplication = async () => {
      throw new Error('must not start');
    };
    // 20 today, but 15 on a server clock five years back.
    const fiveYearsAgo = () => {
      const date = new Date();
      date.setFullYear(date.getFullYear() - 5);
      return date;
    };
    const attempt = registerBorrower(
      deps(never, fiveYearsAgo),
      input('young@example.com', bornYearsAgo(20)),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      errors: [{ code: 'invalid_input', field: 'dob', message: 'Must be at least 18 years old' }],
    });
  });
});

describe('isUniqueViolation', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it("recognises the database's unique violation by its constraint, through drizzle's wrapper", async () => {
    const row = {
      orgCode: 'OPENHELOC',
      email: 'twice@example.com',
      emailNormalized: 'twice@example.com',
      passwordHash: 'x',
      type: 'BORROWER' as const,
    };
    await database.db.insert(identities).values({ ...row, uuid: randomUUID() });
    const error = await database.db
      .insert(identities)
      .values({ ...row, uuid: randomUUID() })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, 'identities_org_email_key')).toBe(true);
    expect(isUniqueViolation(error, 'profiles_identity_uuid_key')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'identities_org_email_key')).toBe(false);
  });
});
