import { z } from 'zod';
import {
  zCents,
  zEmail,
  zRegistrationIncomeSource,
  zSecondFactorChallenge,
  VALIDATION_MESSAGES as M,
} from '@openheloc/domain';
import { zIdentityType } from '../auth/tokens';
import { zProfileName } from '../profile/schemas';
import { errorResponses } from '../../http/error-responses';

/** Old passwords need not meet today's rules, so only presence and a bound are checked. */
export const zLoginRequest = z.object({
  email: zEmail,
  password: z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .max(1024, { error: M.tooLong }),
});

/**
 * The bearer credential (the browser stores it as 'Bearer ' + jwt), and whether the password
 * must change before anything else; or, with two-factor sign-in on, the challenge for the code.
 */
export const zSignedIn = z.object({ jwt: z.string(), passwordExpired: z.boolean() });
export const zLoginResponse = z.union([zSignedIn, zSecondFactorChallenge]);

/** The marketing link's utm_source that marks a crypto HELOC visitor. */
export const CRYPTO_HELOC_SOURCE = 'cloc';

/**
 * The registration page's own query, passed on: utm_source=cloc for the crypto HELOC, and the
 * referring loan originator. A malformed value is ignored rather than blocking a registration.
 */
export const zRegistrationSource = z.object({
  utm_source: z.string().max(64).optional().catch(undefined),
  referrer: z.uuid().optional().catch(undefined),
});

export const zRegisterResponse = z.object({
  jwt: z.string(),
  identityUuid: z.uuid(),
  applicationUuid: z.uuid(),
});

export const zLegacyIdentityResponse = z.object({
  uuid: z.uuid(),
  organizationCode: z.string(),
  profileType: zIdentityType,
  aliases: z.array(z.object({ type: z.literal('EMAIL'), value: z.string() })),
  updatedDate: z.iso.datetime(),
  /** The password was found in a breach list: it must change before anything else. */
  passwordExpired: z.boolean(),
  /** Two-factor sign-in is on: an authenticator was set up and confirmed with a code. */
  twoFactorEnabled: z.boolean(),
  /** The authenticator's setup was confirmed with a code (the same as twoFactorEnabled here). */
  totpVerified: z.boolean(),
});
export type LegacyIdentityResponse = z.infer<typeof zLegacyIdentityResponse>;

export const zIdentityAddress = z.object({
  uuid: z.uuid(),
  ownership: z.enum(['OWNED', 'NOT_OWNED', 'UNKNOWN']),
  kind: z.enum(['HOME', 'PROPERTY']),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  occupancyType: z.enum(['PRIMARY', 'SECONDARY', 'INVESTMENT']).nullable(),
});

export const zIdentityResponse = z.object({
  uuid: z.uuid(),
  email: z.string(),
  /** Formatted as (###) ###-####. */
  phoneNumbers: z.array(z.string()),
  /** Null for an identity without a profile (not a borrower). */
  name: zProfileName.nullable(),
  /** yyyy-MM-dd. */
  dob: z.string().nullable(),
  addresses: z.array(zIdentityAddress),
  /** Whether an SSN is on file; the number itself is never returned, only its last 4 digits. */
  hasSsn: z.boolean(),
  ssnLast4: z.string().nullable(),
  /** The income stated at registration, in cents; null for an identity without a profile. */
  statedIncome: z
    .object({
      annual: zCents.nullable(),
      other: zCents.nullable(),
      employmentType: z.nullable(zRegistrationIncomeSource),
    })
    .nullable(),
  type: zIdentityType,
});
export type IdentityResponse = z.infer<typeof zIdentityResponse>;

export const publicErrorResponses = errorResponses(400, 401, 409, 429);
export const secureErrorResponses = errorResponses(401, 403);

/**
 * Registration is a handful per person; this bounds what one address can create, counted in the
 * database (`registration-attempts.ts`) so that every instance shares it.
 */
export const REGISTER_RATE_LIMIT = { max: 30, windowMs: 15 * 60 * 1000 };
export const TOO_MANY_REGISTRATIONS_MESSAGE = 'Too many requests. Please try again later.';
/**
 * A coarse per-instance ceiling in front of the database limits (5 per account, 20 per address
 * in 15 minutes), so that a flood of blocked attempts costs no database writes.
 */
export const LOGIN_REQUEST_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
