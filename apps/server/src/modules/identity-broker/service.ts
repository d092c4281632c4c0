import { and, desc, eq } from 'drizzle-orm';
import {
  USER_NOT_FOUND_MESSAGE,
  type IdentityBrokerAudience,
  type IdentityBrokerUser,
  type ReferredApplication,
} from '@openheloc/domain';
import type { Db } from '../../db/client';
import { applications, identities, profileAddresses, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { revokeSession } from '../auth/sessions';
import { verifyToken, type IdentityType, type TokenClaims } from '../auth/tokens';
import { normalizeEmail } from '../identity/email';
import { logIn, WRONG_CREDENTIALS_MESSAGE, type LoginDeps } from '../identity/login-service';

export const TWO_FACTOR_USE_SIGN_IN_PAGE_MESSAGE =
  'This account uses two-factor sign-in. Please sign in on the sign-in page.';

/** Who signs in through each audience: brokers as agents, borrowers and co-signers as customers. */
const AUDIENCE_TYPES: Record<IdentityBrokerAudience, readonly IdentityType[]> = {
  agent: ['BROKER'],
  customer: ['BORROWER', 'CO_DEEDER'],
};

/** Where each audience lands after signing in, and after signing out. */
export const AUDIENCE_HOME: Record<IdentityBrokerAudience, string> = {
  agent: '/broker',
  customer: '/dashboard',
};
export const AUDIENCE_LOGIN: Record<IdentityBrokerAudience, string> = {
  agent: '/auth/login/broker',
  customer: '/auth/login',
};

export const belongsTo = (audience: IdentityBrokerAudience, type: IdentityType) =>
  AUDIENCE_TYPES[audience].includes(type);

/**
 * The borrowers' sign-in (limits, password, session) for one audience. Someone of the other
 * audience gets the same answer as a wrong password, and the session just opened is closed.
 */
export async function audienceLogIn(
  deps: LoginDeps,
  audience: IdentityBrokerAudience,
  request: Parameters<typeof logIn>[1],
): Promise<{ token: string }> {
  const result = await logIn(deps, request);
  // This legacy sign-in has no second step: an account with two-factor sign-in uses the page.
  if (!('token' in result)) {
    throw new AppError('wrong_credentials', TWO_FACTOR_USE_SIGN_IN_PAGE_MESSAGE);
  }
  const { token } = result;
  const [identity] = await deps.db
    .select({ uuid: identities.uuid, type: identities.type })
    .from(identities)
    .where(
      and(
        eq(identities.orgCode, request.orgCode),
        eq(identities.emailNormalized, normalizeEmail(request.email)),
      ),
    );
  if (!identity || !belongsTo(audience, identity.type)) {
    // Close the session just opened, and only that one: the account's others are not ours to end.
    const verified = await verifyToken(deps.jwtSecret, token, deps.now());
    if (verified.ok) await revokeSession(deps.db, verified.claims.jti, deps.now());
    throw new AppError('wrong_credentials', WRONG_CREDENTIALS_MESSAGE);
  }
  return { token };
}

/** The identity-broker user of the caller, if they belong to the audience ('User not found'). */
export async function identityBrokerUser(
  db: Db,
  audience: IdentityBrokerAudience,
  caller: TokenClaims,
): Promise<IdentityBrokerUser> {
  const [identity] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.uuid, caller.identityUuid), eq(identities.orgCode, caller.orgCode)));
  if (!identity || identity.type === 'OPS' || !belongsTo(audience, identity.type)) {
    throw AppError.notFound(USER_NOT_FOUND_MESSAGE);
  }
  return {
    identityUuid: identity.uuid,
    organizationCode: identity.orgCode,
    userType: identity.type,
    email: identity.email,
    updatedAt: identity.updatedAt.toISOString(),
    isManageable: false,
    activeLegacyCustomerOrgs: audience === 'customer' ? [identity.orgCode] : [],
    walletAddresses: [identity.uuid],
  };
}

/** The applications of this lender that the broker's originator record referred, newest first. */
export async function referredApplications(
  db: Db,
  caller: TokenClaims,
): Promise<ReferredApplication[]> {
  const [broker] = await db
    .select({ originatorUuid: identities.originatorUuid })
    .from(identities)
    .where(and(eq(identities.uuid, caller.identityUuid), eq(identities.orgCode, caller.orgCode)));
  if (!broker?.originatorUuid) return [];
  const rows = await db
    .select({
      uuid: applications.uuid,
      loanNumber: applications.loanNumber,
      state: applications.state,
      createdAt: applications.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      street1: profileAddresses.street1,
      city: profileAddresses.city,
      propertyState: profileAddresses.state,
    })
    .from(applications)
    .innerJoin(profileAddresses, eq(profileAddresses.uuid, applications.selectedPropertyUuid))
    .leftJoin(profiles, eq(profiles.identityUuid, applications.identityUuid))
    .where(
      and(
        eq(applications.orgCode, caller.orgCode),
        eq(applications.referrerUuid, broker.originatorUuid),
      ),
    )
    .orderBy(desc(applications.createdAt));
  return rows.map((row) => ({
    uuid: row.uuid,
    loanNumber: row.loanNumber,
    borrowerName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    property: { street1: row.street1, city: row.city, state: row.propertyState },
    state: row.state,
    createdDate: row.createdAt.toISOString(),
  }));
}
