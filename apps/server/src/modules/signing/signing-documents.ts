import {
  CLOSING_DOCUMENT_TYPES,
  documentTitle,
  signerDocumentTypes,
  type SignerRole,
  type SigningDocument,
} from '@openheloc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applicationDocuments, signatures } from '../../db/schema';
import type { DbExecutor } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';
import { notarizedInstrumentOf } from './notarized-instrument-of';

const order = (type: string) => (CLOSING_DOCUMENT_TYPES as readonly string[]).indexOf(type);

/** The closing documents the workflow generated for the application, in reading order. */
async function closingDocuments(db: DbExecutor, application: ApplicationRow) {
  const rows = await db
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, application.uuid),
        eq(applicationDocuments.origin, 'GENERATED'),
        inArray(applicationDocuments.type, [...CLOSING_DOCUMENT_TYPES]),
      ),
    )
    .orderBy(asc(applicationDocuments.fileName));
  return rows.sort((a, b) => order(a.type) - order(b.type));
}

type ClosingDocument = Awaited<ReturnType<typeof closingDocuments>>[number];

/** What the borrower signs: every closing document. */
export const ownerClosingDocuments = closingDocuments;

/** What an additional signer signs: the documents of their role. */
export async function signerClosingDocuments(
  db: DbExecutor,
  application: ApplicationRow,
  signer: { role: SignerRole; name: string },
) {
  const types: readonly string[] = signerDocumentTypes(signer.role);
  return (await closingDocuments(db, application)).filter((document) =>
    types.includes(document.type),
  );
}

/** One signer's signatures on the application's documents (the signed copies' bytes left out). */
export function signaturesBy(db: DbExecutor, application: ApplicationRow, identityUuid: string) {
  return db
    .select({
      documentUuid: signatures.documentUuid,
      signedAt: signatures.signedAt,
      signedSha256: signatures.signedSha256,
    })
    .from(signatures)
    .where(
      and(
        eq(signatures.applicationUuid, application.uuid),
        eq(signatures.identityUuid, identityUuid),
      ),
    );
}

/** Each closing document with whether the owner has signed it. */
export async function signingDocuments(
  db: DbExecutor,
  application: ApplicationRow,
): Promise<SigningDocument[]> {
  return progressOf(
    db,
    application,
    application.identityUuid,
    await ownerClosingDocuments(db, application),
  );
}

/** Each of `documents` with whether `identityUuid` has signed it. */
export async function progressOf(
  db: DbExecutor,
  application: ApplicationRow,
  identityUuid: string,
  documents: ClosingDocument[],
): Promise<SigningDocument[]> {
  const signed = await signaturesBy(db, application, identityUuid);
  const byDocument = new Map(signed.map((s) => [s.documentUuid, s]));
  const instrument = documents.find((d) => d.type === 'DEED_OF_TRUST' || d.type === 'MORTGAGE');
  const notarized = instrument
    ? await notarizedInstrumentOf(db, application.uuid, instrument.type)
    : null;
  return documents.map((document) => {
    const signature = byDocument.get(document.uuid);
    return {
      uuid: document.uuid,
      type: document.type,
      title: documentTitle(document.type),
      fileName: document.fileName,
      sha256: document.sha256,
      sizeBytes: document.sizeBytes,
      status: signature ? 'SIGNED' : 'TO_SIGN',
      signedAt: signature ? signature.signedAt.toISOString() : null,
      signedSha256: signature ? signature.signedSha256 : null,
      notarizedSha256: signature && document === instrument ? (notarized?.sha256 ?? null) : null,
    };
  });
}
