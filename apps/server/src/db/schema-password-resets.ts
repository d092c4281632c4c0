import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cascadingFk, timestampTz } from './columns';
import { identities } from './schema-identity';
import { opsUsers } from './schema-ops';

/**
 * Every 'Forgot password?' request, with or without an account behind the e-mail (the rate limits
 * count both). For an account, the link's token is kept only as its SHA-256: a copy of the
 * database opens no account. A token works once (`used_at`) until `expires_at`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgCode: text('org_code').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    ipAddress: text('ip_address').notNull(),
    /** The borrower's (or signer's) account, or the operations user's: at most one. */
    identityUuid: uuid('identity_uuid'),
    opsUserUuid: uuid('ops_user_uuid'),
    tokenHash: text('token_hash').unique('password_resets_token_hash_key'),
    requestedAt: timestampTz('requested_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    cascadingFk('password_resets', t.identityUuid, identities.uuid),
    cascadingFk('password_resets', t.opsUserUuid, opsUsers.uuid),
    check(
      'password_resets_one_account_check',
      sql`${t.identityUuid} IS NULL OR ${t.opsUserUuid} IS NULL`,
    ),
    index('password_resets_email_idx').on(t.orgCode, t.emailNormalized, t.requestedAt),
    index('password_resets_ip_idx').on(t.ipAddress, t.requestedAt),
  ],
);
