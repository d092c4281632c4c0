import {
  documentTitle,
  isSignedAtClosing,
  SIGNING_MESSAGES,
  typedNameMatches,
  typedNameMismatchMessage,
  type ESignConsentRequest,
  type LegalName,
  type SigningView,
  type zSignDocumentRequest,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { applicationDocuments, identities, profiles, signatures } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor, DbTransaction } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';
import type { BorrowerContext } from '../application/borrower-actions';
import { recordConsent } from '../application/actions/borrower-context';
import { readDocumentContent } from '../documents/document-content';
import { documentRendition } from '../documents/rendition/document-rendition';
import { findOwnApplication } from '../application/read-service';
import {
  lockApplication,
  STEP_UNAVAILABLE_MESSAGE,
  transition,
  TransitionRefusedError,
} from '../workflow/transition';
import { findTransition } from '../workflow/transition-table';
import { drawnSignaturePng } from './drawn-signature';
import { eSignConsentOf, type ESignConsent } from './esign-consent-of';
import { notarizedInstrumentOf } from './notarized-instrument-of';
import { closingDocuments, signingDocuments } from './signing-documents';

export type SignDocumentBody = z.output<typeof zSignDocumentRequest>;

/** Signing is open where the workflow lets the borrower sign (NOTE_SIGNING). */
const signingOpen = (application: ApplicationRow) =>
  findTransition(application.state, 'SIGN_DOCUMENTS') !== undefined;

const eSignConsent = (db: DbExecutor, application: ApplicationRow) =>
  eSignConsentOf(db, application.uuid, application.identityUuid);

async function view(db: DbExecutor, application: ApplicationRow): Promise<SigningView> {
  const consent = await eSignConsent(db, application);
  return {
    consented: consent !== null,
    open: signingOpen(application),
    documents: await signingDocuments(db, application, consent),
  };
}

/** The closing documents and the borrower's progress; readable in any state (the dashboard). */
export async function signingView(ctx: BorrowerContext): Promise<SigningView> {
  return view(ctx.deps.db, await findOwnApplication(ctx.deps.db, ctx.scope));
}

/** Locks the application and refuses when signing is not open in its state. */
async function lockForSigning(ctx: BorrowerContext, tx: DbTransaction) {
  const application = await lockApplication(tx, ctx.scope);
  if (!signingOpen(application)) throw new TransitionRefusedError(STEP_UNAVAILABLE_MESSAGE);
  return application;
}

/** The E-SIGN consent, before anything is signed; given again it is kept as first given. */
export async function giveESignConsent(
  ctx: BorrowerContext,
  body: ESignConsentRequest,
): Promise<SigningView> {
  return ctx.deps.db.transaction(async (tx) => {
    const application = await lockForSigning(ctx, tx);
    if ((await eSignConsent(tx, application)) === null) {
      await recordConsent(ctx, tx, application, 'E_SIGN', body.textVersion.trim());
    }
    return view(tx, application);
  });
}

/** The borrower as they sign: their name, legal name and e-mail. */
export async function signerOf(db: DbExecutor, application: ApplicationRow) {
  const [signer] = await db
    .select({
      firstName: profiles.firstName,
      middleName: profiles.middleName,
      lastName: profiles.lastName,
      suffix: profiles.suffix,
      email: identities.email,
    })
    .from(identities)
    .innerJoin(
      profiles,
      and(eq(profiles.identityUuid, identities.uuid), eq(profiles.orgCode, identities.orgCode)),
    )
    .where(eq(identities.uuid, application.identityUuid));
  if (!signer) throw new Error(`Application ${application.uuid} has no borrower profile`);
  const name = [signer.firstName, signer.middleName, signer.lastName].filter(Boolean).join(' ');
  return { name, legalName: signer, email: signer.email };
}

const isPdf = (content: Uint8Array) =>
  Buffer.from(content.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Who signs: the borrower or an additional signer, with their E-SIGN consent on record. */
export type SigningParty = {
  identityUuid: string;
  name: string;
  /** What a typed signature must match (typedNameMatches). */
  legalName: LegalName;
  email: string;
  consent: ESignConsent | null;
};

/** Where the signature came from, as its certificate page records it. */
export type SigningRequest = {
  deps: { blobs: BorrowerContext['deps']['blobs']; now: () => Date };
  ipAddress: string;
  userAgent: string;
};

/**
 * Signs one of `documents` for `party`: the hash they reviewed must still be the stored one,
 * their E-SIGN consent must be on record, and each document is signed once per signer. The
 * signed copy (the document with its signing certificate page) is stored with its own hash.
 */
export async function signAsParty(
  tx: DbTransaction,
  request: SigningRequest,
  application: ApplicationRow,
  party: SigningParty,
  documents: (typeof applicationDocuments.$inferSelect)[],
  documentUuid: string,
  body: SignDocumentBody,
): Promise<void> {
  const document = documents.find((d) => d.uuid === documentUuid);
  if (!document) throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
  // The E-SIGN disclosure records the consent given before signing; it is not asked for again.
  if (!isSignedAtClosing(document.type)) {
    throw AppError.conflict(
      party.consent ? SIGNING_MESSAGES.consentRecordNotSigned : SIGNING_MESSAGES.consentRequired,
    );
  }
  if (body.signature.kind === 'TYPED' && !typedNameMatches(body.signature.name, party.legalName)) {
    throw AppError.badRequest(typedNameMismatchMessage(party.legalName), 'signature.name');
  }
  const { consent } = party;
  if (!consent) throw AppError.conflict(SIGNING_MESSAGES.consentRequired);
  const [already] = await tx
    .select({ uuid: signatures.uuid })
    .from(signatures)
    .where(
      and(
        eq(signatures.documentUuid, document.uuid),
        eq(signatures.identityUuid, party.identityUuid),
      ),
    );
  if (already) throw AppError.conflict(SIGNING_MESSAGES.alreadySigned);
  const content = await readDocumentContent(request.deps.blobs, document);
  // What the signer reviewed must be, byte for byte, what is stored now.
  const storedSha256 = createHash('sha256').update(content).digest('hex');
  if (body.sha256 !== document.sha256 || storedSha256 !== document.sha256) {
    throw new AppError('document_changed', SIGNING_MESSAGES.hashChanged, 'sha256');
  }
  if (!isPdf(content)) throw AppError.conflict(SIGNING_MESSAGES.notPdf);
  const drawnPng =
    body.signature.kind === 'DRAWN' ? drawnSignaturePng(body.signature.pngBase64) : null;

  const now = request.deps.now();
  const location = body.location.status === 'SHARED' ? body.location : null;
  // The PDF library loads with the first signature a process records (decision 0034).
  const { appendSigningCertificate, UnreadableSignatureError } = await import('./certificate-page');
  let signed: Uint8Array;
  try {
    signed = await appendSigningCertificate(content, {
      documentTitle: documentTitle(document.type),
      fileName: document.fileName,
      documentSha256: document.sha256,
      signerName: party.name,
      signerKind: party.identityUuid === application.identityUuid ? 'BORROWER' : 'CO_OWNER',
      signerEmail: party.email,
      signedAt: now,
      ipAddress: request.ipAddress,
      userAgent: request.userAgent,
      location,
      consentRecordedAt: consent.recordedAt,
      consentTextVersion: consent.textVersion,
      signature:
        body.signature.kind === 'TYPED'
          ? { kind: 'TYPED', name: body.signature.name }
          : { kind: 'DRAWN', png: drawnPng as Uint8Array },
    });
  } catch (error) {
    if (error instanceof UnreadableSignatureError) {
      throw AppError.badRequest(SIGNING_MESSAGES.drawnUnreadable, 'signature');
    }
    throw error;
  }
  await tx.insert(signatures).values({
    uuid: randomUUID(),
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    documentUuid: document.uuid,
    identityUuid: party.identityUuid,
    signerName: party.name,
    documentSha256: document.sha256,
    signedAt: now,
    ipAddress: request.ipAddress,
    userAgent: request.userAgent,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    accuracyMeters: location?.accuracyMeters ?? null,
    kind: body.signature.kind,
    typedName: body.signature.kind === 'TYPED' ? body.signature.name : null,
    drawnPng,
    signedContent: signed,
    signedSha256: createHash('sha256').update(signed).digest('hex'),
    signedSizeBytes: signed.byteLength,
  });
}

/**
 * Signs one closing document as the borrower; the last signature runs SIGN_DOCUMENTS in the same
 * transaction. Any refusal changes nothing.
 */
export async function signDocument(
  ctx: BorrowerContext,
  documentUuid: string,
  body: SignDocumentBody,
): Promise<SigningView> {
  return ctx.deps.db.transaction(async (tx) => {
    const application = await lockForSigning(ctx, tx);
    const documents = await closingDocuments(tx, application);
    const party = {
      identityUuid: application.identityUuid,
      ...(await signerOf(tx, application)),
      consent: await eSignConsent(tx, application),
    };
    await signAsParty(tx, ctx, application, party, documents, documentUuid, body);

    const now = ctx.deps.now();
    const progress = await signingDocuments(tx, application, party.consent);
    if (progress.every((d) => d.status !== 'TO_SIGN')) {
      const { application: moved } = await transition(tx, {
        scope: ctx.scope,
        actor: { type: 'BORROWER', id: ctx.scope.ownerIdentityUuid },
        event: 'SIGN_DOCUMENTS',
        payload: { documents: progress.filter((d) => d.status === 'SIGNED').map((d) => d.uuid) },
        now,
        effect: async (_tx, app) => ({
          changes: {
            status: {
              ...app.status,
              disclosurelistClosingComplete: true,
              primaryParticipantAcceptComplete: true,
              disclosurelistNotaryReady: true,
            },
          },
        }),
      });
      return view(tx, moved);
    }
    return view(tx, application);
  });
}

/** One of the borrower's closing documents, as stored; 404 for any other. */
export async function ownClosingDocument(ctx: BorrowerContext, documentUuid: string) {
  const application = await findOwnApplication(ctx.deps.db, ctx.scope);
  const [document] = await ctx.deps.db
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.uuid, documentUuid),
        eq(applicationDocuments.applicationUuid, application.uuid),
        eq(applicationDocuments.origin, 'GENERATED'),
      ),
    );
  const listed = (await closingDocuments(ctx.deps.db, application)).some(
    (d) => d.uuid === documentUuid,
  );
  if (!document || !listed) throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
  return document;
}

/** A closing document as generated, for the borrower to review. */
export async function originalDocument(ctx: BorrowerContext, documentUuid: string) {
  const document = await ownClosingDocument(ctx, documentUuid);
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    sha256: document.sha256,
    content: await readDocumentContent(ctx.deps.blobs, document),
  };
}

/** A closing document as readable HTML, bound to the PDF's hash (409 when they no longer match). */
export async function documentRenditionOf(ctx: BorrowerContext, documentUuid: string) {
  return documentRendition(await ownClosingDocument(ctx, documentUuid));
}

/** The signed copy of a closing document (with its certificate page), once the owner signed. */
export async function signedDocument(ctx: BorrowerContext, documentUuid: string) {
  const application = await findOwnApplication(ctx.deps.db, ctx.scope);
  const [row] = await ctx.deps.db
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
        eq(signatures.applicationUuid, application.uuid),
        eq(signatures.identityUuid, application.identityUuid),
      ),
    );
  if (!row) throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
  return {
    fileName: row.fileName.replace(/(\.pdf)?$/i, '-signed.pdf'),
    sha256: row.sha256,
    content: row.content,
  };
}

/**
 * The notarized security instrument (every owner's signature on their line, the notary's
 * acknowledgment and seal, the certificates), once notarized; 404 before, or for another document.
 */
export async function notarizedDocument(ctx: BorrowerContext, documentUuid: string) {
  const application = await findOwnApplication(ctx.deps.db, ctx.scope);
  const [document] = await ctx.deps.db
    .select({ type: applicationDocuments.type, fileName: applicationDocuments.fileName })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.uuid, documentUuid),
        eq(applicationDocuments.applicationUuid, application.uuid),
      ),
    );
  const notarized =
    document && (await notarizedInstrumentOf(ctx.deps.db, application.uuid, document.type));
  if (!document || !notarized) throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
  return {
    fileName: document.fileName.replace(/(\.pdf)?$/i, '-notarized.pdf'),
    sha256: notarized.sha256,
    content: notarized.content,
  };
}
