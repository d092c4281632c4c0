import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingFk, centsColumn, createdAt } from './columns';
import { searchFold } from './search-fold';

export const identities = pgTable(
  'identities',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type').$type<'BORROWER' | 'CO_DEEDER' | 'OPS' | 'BROKER'>().notNull(),
    /** A broker's own originator record: they see the applications it referred. */
    originatorUuid: uuid('originator_uuid'),
    /** Found in the breach list at sign-in: the next thing the person does is choose another. */
    passwordExpired: boolean('password_expired').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('identities_org_email_key').on(t.orgCode, t.emailNormalized),
    // Operations find a borrower by the beginning of their e-mail, whatever the lender.
    index('identities_email_search_idx').on(sql`${t.emailNormalized} text_pattern_ops`),
    check('identities_type_check', sql`${t.type} IN ('BORROWER', 'CO_DEEDER', 'OPS', 'BROKER')`),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    uuid: uuid('uuid').primaryKey(),
    identityUuid: uuid('identity_uuid').notNull().unique('profiles_identity_uuid_key'),
    orgCode: text('org_code').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    suffix: text('suffix').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    phoneNumber: text('phone_number').notNull().default(''),
    ssnCiphertext: text('ssn_ciphertext'),
    ssnLast4: text('ssn_last4'),
    annualIncome: centsColumn('annual_income'),
    otherIncome: centsColumn('other_income'),
    employmentType: text('employment_type'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    cascadingFk('profiles', t.identityUuid, identities.uuid),
    // Operations find a borrower by the beginning of their first, last or full name.
    index('profiles_first_name_search_idx').on(sql`${searchFold(t.firstName)} text_pattern_ops`),
    index('profiles_last_name_search_idx').on(sql`${searchFold(t.lastName)} text_pattern_ops`),
    index('profiles_full_name_search_idx').on(
      sql`${searchFold(sql`${t.firstName} || ' ' || ${t.lastName}`)} text_pattern_ops`,
    ),
  ],
);

export const profileAddresses = pgTable(
  'profile_addresses',
  {
    uuid: uuid('uuid').primaryKey(),
    profileUuid: uuid('profile_uuid').notNull(),
    kind: text('kind').$type<'HOME' | 'PROPERTY'>().notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    occupancyType: text('occupancy_type').$type<'PRIMARY' | 'SECONDARY' | 'INVESTMENT'>(),
    ownership: text('ownership')
      .$type<'OWNED' | 'NOT_OWNED' | 'UNKNOWN'>()
      .notNull()
      .default('UNKNOWN'),
    createdAt: createdAt(),
  },
  (t) => [
    cascadingFk('profile_addresses', t.profileUuid, profiles.uuid),
    check('profile_addresses_kind_check', sql`${t.kind} IN ('HOME', 'PROPERTY')`),
    check(
      'profile_addresses_occupancy_type_check',
      sql`${t.occupancyType} IN ('PRIMARY', 'SECONDARY', 'INVESTMENT')`,
    ),
    check(
      'profile_addresses_ownership_check',
      sql`${t.ownership} IN ('OWNED', 'NOT_OWNED', 'UNKNOWN')`,
    ),
    index('profile_addresses_profile_uuid_idx').on(t.profileUuid),
  ],
);

export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identityUuid: uuid('identity_uuid').notNull(),
    applicationUuid: uuid('application_uuid'),
    type: text('type').notNull(),
    textVersion: text('text_version').notNull(),
    granted: boolean('granted').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    cascadingFk('consents', t.identityUuid, identities.uuid),
    index('consents_identity_uuid_idx').on(t.identityUuid),
    index('consents_application_uuid_idx').on(t.applicationUuid),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    jti: uuid('jti').primaryKey(),
    identityUuid: uuid('identity_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    cascadingFk('auth_sessions', t.identityUuid, identities.uuid),
    index('auth_sessions_identity_uuid_idx').on(t.identityUuid),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgCode: text('org_code').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.orgCode, t.emailNormalized, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.attemptedAt),
  ],
);

export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ipAddress: text('ip_address').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_attempts_ip_idx').on(t.ipAddress, t.attemptedAt)],
);
