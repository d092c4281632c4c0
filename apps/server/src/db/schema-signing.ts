import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingFk } from './columns';
import type { SignatureKind } from '@openheloc/domain';
import { bytea } from './columns';
import { applicationDocuments, applicationFk } from './schema-application';
import { identities } from './schema-identity';

/**
 * One electronic signature on one closing document: who, what (the document and the hash the
 * borrower reviewed), when, from where (IP, browser, location or its refusal), how (typed name or
 * drawn image), and the signed copy with its signing certificate page and its own hash.
 */
export const signatures = pgTable(
  'signatures',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    documentUuid: uuid('document_uuid').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    signerName: text('signer_name').notNull(),
    /** SHA-256 (hex) of the document as the borrower reviewed and signed it. */
    documentSha256: text('document_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Null coordinates: the borrower refused (or the browser could not tell) the location. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    kind: text('kind').$type<SignatureKind>().notNull(),
    typedName: text('typed_name'),
    drawnPng: bytea('drawn_png'),
    /** The signed copy: the document with its signing certificate page appended. */
    signedContent: bytea('signed_content').notNull(),
    signedSha256: text('signed_sha256').notNull(),
    signedSizeBytes: integer('signed_size_bytes').notNull(),
  },
  (t) => [
    applicationFk('signatures', t.applicationUuid),
    cascadingFk('signatures', t.documentUuid, applicationDocuments.uuid),
    cascadingFk('signatures', t.identityUuid, identities.uuid),
    // One signature per document and signer: signing twice (or two racing requests) is refused.
    uniqueIndex('signatures_document_identity_key').on(t.documentUuid, t.identityUuid),
    index('signatures_application_idx').on(t.applicationUuid),
    check('signatures_kind_check', sql`${t.kind} IN ('TYPED', 'DRAWN')`),
    check(
      'signatures_kind_content_check',
      sql`(${t.kind} = 'TYPED' AND ${t.typedName} IS NOT NULL AND ${t.drawnPng} IS NULL) OR (${t.kind} = 'DRAWN' AND ${t.drawnPng} IS NOT NULL AND ${t.typedName} IS NULL)`,
    ),
    check(
      'signatures_location_check',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND (${t.latitude} IS NULL) = (${t.accuracyMeters} IS NULL)`,
    ),
  ],
);
