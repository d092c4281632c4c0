import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  dateOfBirthIssue,
  parseApiDate,
  productForOccupancy,
  type Organization,
  type Registration,
} from '@openheloc/domain';
import type { Db } from '../../db/client';
import { identities } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordSession } from '../auth/sessions';
import { issueToken } from '../auth/tokens';
import type { DbTransaction } from '../../jobs';
import { createProfile } from '../profile/service';
import type { StartApplicationInput } from '../workflow/start-application';
import { consentEvidence, recordRegistrationConsents, type ConsentOrigin } from './consents';
import { normalizeEmail } from './email';
import { hashPassword } from './password-hash';
import { refuseBreachedPassword } from './breached-password-rule';
import { isUniqueViolation } from './unique-violation';

export const DUPLICATE_EMAIL_MESSAGE =
  'An account with this email already exists. Please sign in instead.';

/** Creates the application and enqueues its pre-qualification in the caller's transaction. */
export type StartApplication = (
  tx: DbTransaction,
  input: StartApplicationInput,
) => Promise<{ uuid: string }>;

/**
 * Where the borrower came from (a crypto HELOC link, a loan originator's referral) and the
 * lender's products, from which the property's occupancy picks the application's.
 */
export type RegistrationSource = {
  isCrypto: boolean;
  referrerUuid: string | undefined;
  offered: Pick<Organization['meta'], 'products' | 'defaultProduct'>;
};

export type RegistrationDeps = {
  db: Db;
  jwtSecret: Uint8Array;
  now: () => Date;
  startApplication: StartApplication;
};

export type RegistrationResult = { token: string; identityUuid: string; applicationUuid: string };

/**
 * Registers a borrower: identity, profile, addresses, the HELOC application and every consent
 * in one transaction (a failure anywhere leaves nothing), then opens a session.
 */
export async function registerBorrower(
  deps: RegistrationDeps,
  input: {
    orgCode: string;
    registration: Registration;
    source: RegistrationSource;
    origin: Omit<ConsentOrigin, 'at'>;
  },
): Promise<RegistrationResult> {
  const { db } = deps;
  const { orgCode, registration } = input;
  const now = deps.now();
  assertOfAge(registration, now);
  refuseBreachedPassword(registration.password);
  const emailNormalized = normalizeEmail(registration.email);
  // Spares the hashing for the common case; the unique constraint settles a race.
  if (await emailTaken(db, orgCode, emailNormalized)) throw duplicateEmail();
  const passwordHash = await hashPassword(registration.password);

  const identityUuid = randomUUID();
  const origin = { ...input.origin, at: now };
  const session = await issueToken(
    deps.jwtSecret,
    { identityUuid, orgCode, type: 'BORROWER' },
    now,
  );
  let applicationUuid: string;
  try {
    applicationUuid = await db.transaction(async (tx) => {
      await tx.insert(identities).values({
        uuid: identityUuid,
        orgCode,
        email: registration.email,
        emailNormalized,
        passwordHash,
        type: 'BORROWER',
        createdAt: now,
        updatedAt: now,
      });
      const profile = await createProfile(tx, {
        identityUuid,
        orgCode,
        name: registration.name,
        dob: registration.dob,
        phoneNumber: registration.phoneNumber,
        income: registration.income,
        propertyAddress: registration.propertyAddress,
        homeAddress:
          registration.propertyAddress.occupancyType === 'PRIMARY'
            ? null
            : (registration.homeAddress ?? null),
      });
      await recordRegistrationConsents(tx, { identityUuid, registration, origin });
      // Submitting the set-password step is the written soft-pull authorisation (FCRA).
      const application = await deps.startApplication(tx, {
        orgCode,
        identityUuid,
        propertyAddressUuid: profile.propertyAddressUuid,
        isListedForSale: registration.isListedForSale,
        softCreditConsent: consentEvidence('SOFT_CREDIT_PULL', origin),
        isCrypto: input.source.isCrypto,
        product: productForOccupancy(
          input.source.offered,
          registration.propertyAddress.occupancyType,
        ),
        ...(input.source.referrerUuid ? { referrerUuid: input.source.referrerUuid } : {}),
      });
      // The session commits with the account: one commit fewer, and the answer does not wait
      // behind the pre-qualification the commit lets start.
      await recordSession(tx, session, now);
      return application.uuid;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'identities_org_email_key')) throw duplicateEmail();
    throw error;
  }
  return { token: session.token, identityUuid, applicationUuid };
}

/**
 * The schema checks the age against the time of parsing; this checks it against the server's
 * clock too, the one every other rule of the application uses.
 */
function assertOfAge(registration: Registration, now: Date): void {
  const issue = dateOfBirthIssue(parseApiDate(registration.dob), {
    state: registration.propertyAddress.state,
    now,
  });
  if (issue !== null) throw AppError.badRequest(issue, 'dob');
}

async function emailTaken(db: Db, orgCode: string, emailNormalized: string): Promise<boolean> {
  const rows = await db
    .select({ uuid: identities.uuid })
    .from(identities)
    .where(and(eq(identities.orgCode, orgCode), eq(identities.emailNormalized, emailNormalized)))
    .limit(1);
  return rows.length > 0;
}

function duplicateEmail(): AppError {
  return new AppError('conflict', DUPLICATE_EMAIL_MESSAGE, 'email');
}
