import {
  SIGNER_MESSAGES,
  signerChecksPassed,
  type ESignConsentRequest,
  type SignerHome,
  type zSignDocumentRequest,
} from '@openheloc/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/rows';
import { applications, applicationSigners, consents, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';
import type { BlobStore } from '../documents/blob-store';
import { readDocumentContent } from '../documents/document-content';
import { fullName, loadBorrower } from '../profile/service';
import { progressOf, signerClosingDocuments } from '../signing/signing-documents';
import { signAsParty } from '../signing/signing-service';
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

async function consentOf(db: DbExecutor, signing: Signing) {
  const [consent] = await db
    .select({ recordedAt: consents.recordedAt, textVersion: consents.textVersion })
    .from(consents)
    .where(
      and(
        eq(consents.applicationUuid, signing.application.uuid),
        eq(consents.identityUuid, signing.signer.identityUuid),
        eq(consents.type, 'E_SIGN'),
        eq(consents.granted, true),
      ),
    )
    .orderBy(desc(consents.recordedAt))
    .limit(1);
  return consent ?? null;
}

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

/** One of the signer's documents as generated, to review before signing. */
export async function signerDocument(deps: SignerDeps, caller: SignerCaller, documentUuid: string) {
  const signing = await signingOf(deps.db, caller);
  const document = (await documentsOf(deps.db, signing)).find((d) => d.uuid === documentUuid);
  if (!document) throw AppError.notFound(SIGNER_MESSAGES.documentNotYours);
  return {
    fileName: document.fileName,
    sha256: document.sha256,
    content: await readDocumentContent(deps.blobs, document),
  };
}
