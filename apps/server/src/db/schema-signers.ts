import type { SignerCreditResult, SignerIdVerification, SignerRole } from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cascadingFk, timestampTz } from './columns';
import { applicationFk } from './schema-application';
import { identities } from './schema-identity';

/**
 * An additional signer of an application: an owner on title (co-deeder) or a co-borrower the
 * borrower added. Their CO_DEEDER identity and profile exist from the invitation (the closing
 * documents name them); the password is theirs once they accept. Only the SHA-256 of the
 * invitation token is kept: the link is single use and expires.
 */
export const applicationSigners = pgTable(
  'application_signers',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    role: text('role').$type<SignerRole>().notNull(),
    invitedBy: uuid('invited_by').notNull(),
    invitationSha256: text('invitation_sha256').notNull(),
    invitedAt: timestampTz('invited_at').notNull(),
    invitationExpiresAt: timestampTz('invitation_expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    signedAt: timestampTz('signed_at'),
    notarizedAt: timestampTz('notarized_at'),
    notarizedBy: uuid('notarized_by'),
    notarizedByName: text('notarized_by_name'),
    /** A co-borrower's ID check: the provider's answer (the photos are application documents). */
    idVerification: jsonb('id_verification').$type<SignerIdVerification>(),
    /** When the co-borrower authorized the soft pull, and what it meant (never the report). */
    creditAuthorizedAt: timestampTz('credit_authorized_at'),
    creditResult: jsonb('credit_result').$type<SignerCreditResult>(),
  },
  (t) => [
    applicationFk('application_signers', t.applicationUuid),
    cascadingFk('application_signers', t.identityUuid, identities.uuid),
    uniqueIndex('application_signers_application_identity_key').on(
      t.applicationUuid,
      t.identityUuid,
    ),
    uniqueIndex('application_signers_invitation_key').on(t.invitationSha256),
    index('application_signers_identity_idx').on(t.identityUuid),
    check('application_signers_role_check', sql`${t.role} IN ('CO_DEEDER', 'CO_BORROWER')`),
  ],
);
