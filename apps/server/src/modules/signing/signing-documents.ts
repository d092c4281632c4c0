import {
  CLOSING_DOCUMENT_TYPES,
  documentTitle,
  isSignedAtClosing,
  signerDocumentTypes,
  type SignerRole,
  type SigningDocument,
} from '@openheloc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applicationDocuments, signatures } from '../../db/schema';
import type { DbExecutor } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';
import type { ESignConsent } from './esign-consent-of';
import { notarizedInstrumentOf } from './notarized-instrument-of';

const order = (type: string) => (CLOSING_DOCUMENT_TYPES as readonly string[]).indexOf(type);

/** The borrower's closing package as the workflow generated it, in reading order. */
export async function closingDocuments(db: DbExecutor, application: ApplicationRow) {
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

/**
 * Each closing document with whether the owner has signed it; once they agreed to E-SIGN, the
 * disclosure too, as agreed at that time (it records the consent and is never signed).
 */
export async function signingDocuments(
  db: DbExecutor,
  application: ApplicationRow,
  consent: ESignConsent | null,
): Promise<SigningDocument[]> {
  const documents = await closingDocuments(db, application);
  const signed = await progressOf(
    db,
    application,
    application.identityUuid,
    documents.filter((d) => isSignedAtClosing(d.type)),
  );
  const agreed = consent
    ? documents
        .filter((d) => !isSignedAtClosing(d.type))
        .map((d) => ({
          ...listed(d),
          status: 'AGREED' as const,
          agreedAt: consent.recordedAt.toISOString(),
        }))
    : [];
  return [...agreed, ...signed].sort((a, b) => order(a.type) - order(b.type));
}

/** A document as listed, nothing signed or agreed yet. */
function listed(document: ClosingDocument): SigningDocument {
  return {
    uuid: document.uuid,
    type: document.type,
    title: documentTitle(document.type),
    fileName: document.fileName,
    sha256: document.sha256,
    sizeBytes: document.sizeBytes,
    status: 'TO_SIGN',
    signedAt: null,
    agreedAt: null,
    signedSha256: null,
    notarizedSha256: null,
  };
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
    if (!signature) return listed(document);
    return {
      ...listed(document),
      status: 'SIGNED',
      signedAt: signature.signedAt.toISOString(),
      signedSha256: signature.signedSha256,
      notarizedSha256: document === instrument ? (notarized?.sha256 ?? null) : null,
    };
  });
}
