import type { SignerRole } from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './schema-application';
import { identities } from './schema-identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
    invitedAt: at('invited_at').notNull(),
    invitationExpiresAt: at('invitation_expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    signedAt: at('signed_at'),
    notarizedAt: at('notarized_at'),
    notarizedBy: uuid('notarized_by'),
    notarizedByName: text('notarized_by_name'),
  },
  (t) => [
    foreignKey({
      name: 'application_signers_application_uuid_fkey',
      columns: [t.applicationUuid],
      foreignColumns: [applications.uuid],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_signers_identity_uuid_fkey',
      columns: [t.identityUuid],
      foreignColumns: [identities.uuid],
    }).onDelete('cascade'),
    uniqueIndex('application_signers_application_identity_key').on(
      t.applicationUuid,
      t.identityUuid,
    ),
    uniqueIndex('application_signers_invitation_key').on(t.invitationSha256),
    index('application_signers_identity_idx').on(t.identityUuid),
    check('application_signers_role_check', sql`${t.role} IN ('CO_DEEDER', 'CO_BORROWER')`),
  ],
);
