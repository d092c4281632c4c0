import {
  rescissionEndedMessage,
  SIGNER_MESSAGES,
  withinRescission,
  signerChecksPassed,
  type ESignConsentRequest,
  type SignerHome,
  type zSignDocumentRequest,
} from '@openheloc/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/rows';
import {
  applicationDocuments,
  applications,
  applicationSigners,
  consents,
  profiles,
  signatures,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';
import type { BlobStore } from '../documents/blob-store';
import { readDocumentContent } from '../documents/document-content';
import { documentRendition } from '../documents/rendition/document-rendition';
import { fullName, loadBorrower } from '../profile/service';
import { progressOf, signerClosingDocuments } from '../signing/signing-documents';
import { eSignConsentOf } from '../signing/esign-consent-of';
import { signAsParty } from '../signing/signing-service';
import { notarizedInstrumentOf } from '../signing/notarized-instrument-of';
import { acknowledgeNotice, rightToCancelOf } from '../workflow/rescission-notices';
import { transition, TransitionRefusedError } from '../workflow/transition';
import { signerConditionsOpen } from './signer-conditions-open';
import { checksOf, statusOf } from './signer-store';

export type SignerDeps = { db: Db; blobs: BlobStore; now: () => Date };
export type SignerCaller = {
  identityUuid: string;
  orgCode: string;
  ipAddress: string;
  userAgent: string;
};

/** A signer signs while the borrower signs and until the notarization (the documents exist). */
const signingOpenIn = (application: ApplicationRow) =>
  application.state === 'NOTE_SIGNING' || application.state === 'DEED_SIGNING';

/** The signer's most recent signing, its application (locked in a transaction) and their name. */
export async function signingOf(db: DbExecutor, caller: SignerCaller, lock = false) {
  const [signer] = await db
    .select()
    .from(applicationSigners)
    .where(
      and(
        eq(applicationSigners.orgCode, caller.orgCode),
        eq(applicationSigners.identityUuid, caller.identityUuid),
      ),
    )
    .orderBy(desc(applicationSigners.invitedAt))
    .limit(1);
  if (!signer) throw AppError.notFound(SIGNER_MESSAGES.notASigner);
  const query = db.select().from(applications).where(eq(applications.uuid, signer.applicationUuid));
  const [application] = lock ? await query.for('update') : await query;
  if (!application) throw AppError.notFound(SIGNER_MESSAGES.notASigner);
  const record = await loadBorrower(db as Db, caller.orgCode, caller.identityUuid);
  if (!record?.profile) throw AppError.notFound(SIGNER_MESSAGES.notASigner);
  return {
    signer,
    application,
    name: fullName(record.profile),
    legalName: record.profile,
    firstName: record.profile.firstName,
    lastName: record.profile.lastName,
    email: record.identity.email,
  };
}

type Signing = Awaited<ReturnType<typeof signingOf>>;

const consentOf = (db: DbExecutor, signing: Signing) =>
  eSignConsentOf(db, signing.application.uuid, signing.signer.identityUuid);

const documentsOf = (db: DbExecutor, signing: Signing) =>
  signerClosingDocuments(db, signing.application, {
    role: signing.signer.role,
    name: signing.name,
  });

async function homeOf(db: DbExecutor, signing: Signing): Promise<SignerHome> {
  const { signer, application } = signing;
  const owner = await loadBorrower(db as Db, application.orgCode, application.identityUuid);
  const documents = await documentsOf(db, signing);
  const [profile] = await db
    .select({ ssnLast4: profiles.ssnLast4 })
    .from(profiles)
    .where(eq(profiles.identityUuid, signer.identityUuid));
  return {
    signerUuid: signer.uuid,
    applicationUuid: application.uuid,
    loanNumber: application.loanNumber,
    state: application.state,
    firstName: signing.firstName,
    lastName: signing.lastName,
    borrowerName: owner?.profile ? fullName(owner.profile) : '',
    role: signer.role,
    status: statusOf(signer),
    checks: checksOf(signer),
    idFailedChecks: signer.idVerification?.failedChecks ?? [],
    ssnLast4: profile?.ssnLast4 ?? null,
    consented: (await consentOf(db, signing)) !== null,
    signingOpen: signingOpenIn(application) && signer.notarizedAt === null,
    documents: await progressOf(db, application, signer.identityUuid, documents),
    conditionsOpen: await signerConditionsOpen(db, signer),
    rightToCancel: await rightToCancelOf(db, application, signer.identityUuid),
  };
}

/** What the signer must sign and where they stand; nothing of the borrower's application else. */
export async function signerHome(deps: SignerDeps, caller: SignerCaller): Promise<SignerHome> {
  return homeOf(deps.db, await signingOf(deps.db, caller));
}

function assertOpen(signing: Signing) {
  if (!signingOpenIn(signing.application) || signing.signer.notarizedAt) {
    throw AppError.conflict(SIGNER_MESSAGES.signingNotOpen);
  }
}

/** The signer's E-SIGN consent; given again it is kept as first given. */
export async function giveSignerConsent(
  deps: SignerDeps,
  caller: SignerCaller,
  body: ESignConsentRequest,
): Promise<SignerHome> {
  return deps.db.transaction(async (tx) => {
    const signing = await signingOf(tx, caller, true);
    assertOpen(signing);
    if ((await consentOf(tx, signing)) === null) {
      await tx.insert(consents).values({
        identityUuid: signing.signer.identityUuid,
        applicationUuid: signing.application.uuid,
        type: 'E_SIGN',
        textVersion: body.textVersion.trim(),
        granted: true,
        ipAddress: caller.ipAddress,
        userAgent: caller.userAgent,
        recordedAt: deps.now(),
      });
    }
    return homeOf(tx, signing);
  });
}

/**
 * Signs one of the signer's documents with the borrower's signing service and certificate; the
 * last one records that the signer has signed (they may then meet the notary).
 */
export async function signAsSigner(
  deps: SignerDeps,
  caller: SignerCaller,
  documentUuid: string,
  body: z.output<typeof zSignDocumentRequest>,
): Promise<SignerHome> {
  return deps.db.transaction(async (tx) => {
    const signing = await signingOf(tx, caller, true);
    assertOpen(signing);
    const checks = checksOf(signing.signer);
    if (!signerChecksPassed(checks.identity, checks.credit)) {
      throw AppError.conflict(SIGNER_MESSAGES.checksFirst);
    }
    const documents = await documentsOf(tx, signing);
    if (!documents.some((d) => d.uuid === documentUuid)) {
      throw AppError.notFound(SIGNER_MESSAGES.documentNotYours);
    }
    await signAsParty(
      tx,
      { deps, ipAddress: caller.ipAddress, userAgent: caller.userAgent },
      signing.application,
      {
        identityUuid: signing.signer.identityUuid,
        name: signing.name,
        legalName: signing.legalName,
        email: signing.email,
        consent: await consentOf(tx, signing),
      },
      documents,
      documentUuid,
      body,
    );
    const progress = await progressOf(
      tx,
      signing.application,
      signing.signer.identityUuid,
      documents,
    );
    if (progress.every((d) => d.status === 'SIGNED')) {
      const signedAt = deps.now();
      await tx
        .update(applicationSigners)
        .set({ signedAt })
        .where(eq(applicationSigners.uuid, signing.signer.uuid));
      return homeOf(tx, { ...signing, signer: { ...signing.signer, signedAt } });
    }
    return homeOf(tx, signing);
  });
}

/** One of the signer's own documents: theirs to sign, or their own notice of the right to cancel. */
async function ownDocument(deps: SignerDeps, caller: SignerCaller, documentUuid: string) {
  const signing = await signingOf(deps.db, caller);
  const notice = await rightToCancelOf(deps.db, signing.application, signing.signer.identityUuid);
  const documents = await documentsOf(deps.db, signing);
  const document =
    documents.find((d) => d.uuid === documentUuid) ??
    (notice?.notice?.documentUuid === documentUuid
      ? await generatedDocument(deps.db, documentUuid)
      : undefined);
  if (!document) throw AppError.notFound(SIGNER_MESSAGES.documentNotYours);
  return document;
}

/** One of the signer's documents as generated, to review before signing. */
export async function signerDocument(deps: SignerDeps, caller: SignerCaller, documentUuid: string) {
  const document = await ownDocument(deps, caller, documentUuid);
  return {
    fileName: document.fileName,
    sha256: document.sha256,
    content: await readDocumentContent(deps.blobs, document),
  };
}

/** One of the signer's own documents as readable text, bound to its PDF's hash (409 if stale). */
export async function signerDocumentRendition(
  deps: SignerDeps,
  caller: SignerCaller,
  documentUuid: string,
) {
  return documentRendition(await ownDocument(deps, caller, documentUuid));
}

async function generatedDocument(db: DbExecutor, uuid: string) {
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.uuid, uuid));
  return row;
}

/** The signer acknowledges receiving their own notice of the right to cancel (not a cancellation). */
export async function acknowledgeSignerNotice(
  deps: SignerDeps,
  caller: SignerCaller,
): Promise<SignerHome> {
  const signing = await signingOf(deps.db, caller);
  await acknowledgeNotice(deps.db, signing.application, signing.signer.identityUuid, deps.now());
  return homeOf(deps.db, await signingOf(deps.db, caller));
}

/**
 * An owner cancels the line within their right to cancel (Reg Z 1026.15(a)(1)): one owner's
 * cancellation cancels it for everyone, as the borrower's does.
 */
export async function cancelAsSigner(deps: SignerDeps, caller: SignerCaller): Promise<SignerHome> {
  const signing = await signingOf(deps.db, caller);
  const { application } = signing;
  await transition(deps.db, {
    scope: { uuid: application.uuid, orgCode: application.orgCode },
    actor: { type: 'SIGNER', id: signing.signer.identityUuid },
    event: 'CANCEL',
    now: deps.now(),
    effect: (_tx, locked) => {
      if (!locked.rescissionEndsAt) throw AppError.conflict(SIGNER_MESSAGES.cancelNotOpen);
      if (!withinRescission(locked.rescissionEndsAt, deps.now())) {
        throw new TransitionRefusedError(rescissionEndedMessage(locked.rescissionEndsAt));
      }
      return Promise.resolve({});
    },
  });
  return homeOf(deps.db, await signingOf(deps.db, caller));
}

/** The signer's own signed copy of one of their documents (with its certificate page). */
export async function signerSignedDocument(
  deps: SignerDeps,
  caller: SignerCaller,
  documentUuid: string,
) {
  const signing = await signingOf(deps.db, caller);
  const [row] = await deps.db
    .select({
      content: signatures.signedContent,
      sha256: signatures.signedSha256,
      fileName: applicationDocuments.fileName,
    })
    .from(signatures)
    .innerJoin(applicationDocuments, eq(applicationDocuments.uuid, signatures.documentUuid))
    .where(
      and(
        eq(signatures.documentUuid, documentUuid),
        eq(signatures.applicationUuid, signing.application.uuid),
        eq(signatures.identityUuid, signing.signer.identityUuid),
      ),
    );
  if (!row) throw AppError.notFound(SIGNER_MESSAGES.documentNotYours);
  return {
    fileName: row.fileName.replace(/(\.pdf)?$/i, '-signed.pdf'),
    sha256: row.sha256,
    content: row.content,
  };
}

/**
 * The notarized security instrument, for a signer who signed it (their own application's only):
 * every owner's signature, the notary's acknowledgment and seal, the certificates. 404 before the
 * notarization, for a document not theirs, and for any other document.
 */
export async function signerNotarizedDocument(
  deps: SignerDeps,
  caller: SignerCaller,
  documentUuid: string,
) {
  const signing = await signingOf(deps.db, caller);
  const document = (await documentsOf(deps.db, signing)).find((d) => d.uuid === documentUuid);
  const [signature] = document
    ? await deps.db
        .select({ documentUuid: signatures.documentUuid })
        .from(signatures)
        .where(
          and(
            eq(signatures.documentUuid, document.uuid),
            eq(signatures.applicationUuid, signing.application.uuid),
            eq(signatures.identityUuid, signing.signer.identityUuid),
          ),
        )
    : [];
  const notarized =
    document && signature
      ? await notarizedInstrumentOf(deps.db, signing.application.uuid, document.type)
      : null;
  if (!document || !notarized) throw AppError.notFound(SIGNER_MESSAGES.documentNotYours);
  return {
    fileName: document.fileName.replace(/(\.pdf)?$/i, '-notarized.pdf'),
    sha256: notarized.sha256,
    content: notarized.content,
  };
}
