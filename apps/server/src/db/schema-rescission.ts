import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cascadingFk, timestampTz } from './columns';
import { applicationDocuments, applicationFk } from './schema-application';
import { identities } from './schema-identity';

/**
 * Each owner's own notice of the right to cancel, delivered at consummation (notarization) with
 * the date the right ends (Reg Z 1026.15(b)): when it was delivered, and when that owner
 * acknowledged receiving it. An acknowledgment is not a cancellation.
 */
export const rescissionNotices = pgTable(
  'rescission_notices',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    /** The owner the notice is addressed to: the borrower or an additional signer. */
    identityUuid: uuid('identity_uuid').notNull(),
    ownerName: text('owner_name').notNull(),
    documentUuid: uuid('document_uuid').notNull(),
    deliveredAt: timestampTz('delivered_at').notNull(),
    acknowledgedAt: timestampTz('acknowledged_at'),
  },
  (t) => [
    applicationFk('rescission_notices', t.applicationUuid),
    cascadingFk('rescission_notices', t.identityUuid, identities.uuid),
    cascadingFk('rescission_notices', t.documentUuid, applicationDocuments.uuid),
    uniqueIndex('rescission_notices_application_identity_key').on(
      t.applicationUuid,
      t.identityUuid,
    ),
    index('rescission_notices_identity_idx').on(t.identityUuid),
  ],
);
