import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadingFk } from './columns';
import { identities } from './schema-identity';
import { opsUsers } from './schema-ops';

/**
 * A borrower's or an operations user's authenticator (RFC 6238). The secret is sealed with the
 * field key; `pendingSecret` is the one shown during setup, until a code from it confirms it.
 * `lastStep` is the time step of the last code accepted: no code of it or before is accepted
 * again. Recovery codes are kept as SHA-256 hashes (they are random, so no slow hash is needed),
 * and one is removed when used.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identityUuid: uuid('identity_uuid').unique('second_factors_identity_uuid_key'),
    opsUserUuid: uuid('ops_user_uuid').unique('second_factors_ops_user_uuid_key'),
    secret: text('secret'),
    pendingSecret: text('pending_secret'),
    lastStep: bigint('last_step', { mode: 'number' }),
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
  },
  (t) => [
    cascadingFk('second_factors', t.identityUuid, identities.uuid),
    cascadingFk('second_factors', t.opsUserUuid, opsUsers.uuid),
    check(
      'second_factors_one_owner_check',
      sql`num_nonnulls(${t.identityUuid}, ${t.opsUserUuid}) = 1`,
    ),
  ],
);
