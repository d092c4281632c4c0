import {
  creditCanBePulled,
  creditStateOf,
  ID_TYPE_DOCUMENT_TYPES,
  identityCanBeSent,
  isFinalState,
  resolvePricingConfig,
  SIGNER_MESSAGES,
  signerCreditState,
  signerIdentityState,
  type IdDocumentType,
  type SignerCreditValues,
  type SignerHome,
  type UploadedDocument,
  type zSignerIdentityRequest,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrganizationResolver } from '../../app-types';
import type { Db } from '../../db/client';
import {
  applicationDocuments,
  applicationSigners,
  profileAddresses,
  profiles,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';
import type { IdImage, Providers } from '../../providers';
import { withRecordingAll } from '../../providers/record-provider-calls';
import { providerBudgetCheck } from '../workflow/provider-budget';
import { clearWorkflowConditions } from '../conditions/workflow-conditions';
import { assertOwnUploads } from '../documents/attach-uploads';
import type { BlobStore } from '../documents/blob-store';
import { readDocumentContent } from '../documents/document-content';
import type { VirusScanner } from '../documents/content-check/clamd-scanner';
import { storeUpload, type UploadInput } from '../documents/upload-service';
import { saveSsn } from '../profile/service';
import { nameOf } from '../workflow/applicant';
import { signerHome, signingOf, type SignerCaller } from './signer-session';

export type CoBorrowerDeps = {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
  scanner: VirusScanner | null;
  providers: Providers;
  organizations: OrganizationResolver;
  encryptionKey: Uint8Array;
  /** The default budget of paid calls per lender per day (provider-budget.ts). */
  paidCallsPerDay: number;
};

type Signing = Awaited<ReturnType<typeof signingOf>>;

/**
 * The co-borrower's own signing, refused to a co-deeder (403: they have no checks) and once the
 * application is closed or the signer notarized (409).
 */
async function coBorrowerSigning(db: DbExecutor, caller: SignerCaller, lock = false) {
  const signing = await signingOf(db, caller, lock);
  if (signing.signer.role !== 'CO_BORROWER')
    throw AppError.forbidden(SIGNER_MESSAGES.coBorrowerOnly);
  if (isFinalState(signing.application.state) || signing.signer.notarizedAt) {
    throw AppError.conflict(SIGNER_MESSAGES.checksClosed);
  }
  return signing;
}

function assertIdentityOpen(signing: Signing) {
  const state = signerIdentityState(signing.signer.role, signing.signer.idVerification);
  if (state === 'VERIFIED') throw AppError.conflict(SIGNER_MESSAGES.identityDone);
  if (!identityCanBeSent(state)) throw AppError.conflict(SIGNER_MESSAGES.identityInReview);
}

function assertCreditOpen(signing: Signing) {
  const state = signerCreditState(signing.signer.role, signing.signer.creditResult);
  if (state === 'PASSED') throw AppError.conflict(SIGNER_MESSAGES.creditDone);
  if (!creditCanBePulled(state)) throw AppError.conflict(SIGNER_MESSAGES.creditHeld);
}

const ID_UPLOAD_TYPES = new Set<string>(
  Object.values(ID_TYPE_DOCUMENT_TYPES).flatMap((sides) =>
    sides.back ? [sides.front, sides.back] : [sides.front],
  ),
);

/** A photo of the co-borrower's ID, kept as theirs (only they may send it for the check). */
export async function uploadSignerId(
  deps: CoBorrowerDeps,
  caller: SignerCaller,
  input: UploadInput,
): Promise<UploadedDocument> {
  const signing = await coBorrowerSigning(deps.db, caller);
  assertIdentityOpen(signing);
  if (!ID_UPLOAD_TYPES.has(input.type)) {
    throw AppError.badRequest(SIGNER_MESSAGES.idUploadNotYours, 'type');
  }
  return storeUpload(deps, signing.application, input, signing.signer.uuid);
}

/** Recorded against the application, spending its lender's budget (a 503 past it). */
const providersOf = (deps: CoBorrowerDeps, application: { uuid: string; orgCode: string }) =>
  withRecordingAll(deps.providers, {
    db: deps.db,
    applicationUuid: application.uuid,
    now: deps.now,
    orgCode: application.orgCode,
    budget: providerBudgetCheck(deps.db, deps.paidCallsPerDay),
  });

/**
 * The co-borrower's ID check, with the borrower's identity provider: their own uploads of the
 * chosen ID's sides. The provider is called outside a transaction; its answer is written only if
 * no other check was recorded meanwhile (a replay is refused).
 */
export async function verifySignerIdentity(
  deps: CoBorrowerDeps,
  caller: SignerCaller,
  body: z.output<typeof zSignerIdentityRequest>,
): Promise<SignerHome> {
  const sides = ID_TYPE_DOCUMENT_TYPES[body.idType];
  const expected = [
    { uuid: body.frontDocumentUuid, type: sides.front, field: 'frontDocumentUuid' },
    ...(sides.back
      ? [{ uuid: body.backDocumentUuid ?? '', type: sides.back, field: 'backDocumentUuid' }]
      : []),
  ];
  if (sides.back && !body.backDocumentUuid) {
    throw AppError.badRequest(SIGNER_MESSAGES.idUploadNotYours, 'backDocumentUuid');
  }
  const { signing, images } = await deps.db.transaction(async (tx) => {
    const signing = await coBorrowerSigning(tx, caller);
    assertIdentityOpen(signing);
    await assertOwnUploads(tx, signing.application, expected, signing.signer.uuid);
    return { signing, images: await idImages(tx, deps.blobs, expected) };
  });
  const [profile] = await deps.db
    .select()
    .from(profiles)
    .where(eq(profiles.identityUuid, signing.signer.identityUuid));
  if (!profile?.dob) throw AppError.conflict(SIGNER_MESSAGES.identityNeedsDetails);
  const verification = await providersOf(deps, signing.application).identity.verifyId({
    applicant: nameOf(profile),
    dateOfBirth: profile.dob,
    idType: body.idType,
    front: images[0] as IdImage,
    ...(images[1] ? { back: images[1] } : {}),
  });
  await deps.db.transaction(async (tx) => {
    assertIdentityOpen(await coBorrowerSigning(tx, caller, true));
    await tx
      .update(applicationSigners)
      .set({
        idVerification: {
          verificationId: verification.verificationId,
          status: verification.status,
          failedChecks: verification.failedChecks,
          verifiedAt: verification.verifiedAt,
        },
      })
      .where(eq(applicationSigners.uuid, signing.signer.uuid));
    // An ID request operations raised to this co-borrower is answered by the passed check.
    if (verification.status === 'VERIFIED') {
      await clearWorkflowConditions(
        tx,
        signing.application.uuid,
        'ID_VERIFICATION_FAILURE',
        deps.now(),
        signing.signer.uuid,
      );
    }
  });
  return signerHome(deps, caller);
}

async function idImages(
  tx: DbExecutor,
  blobs: BlobStore,
  expected: readonly { uuid: string; type: IdDocumentType }[],
): Promise<IdImage[]> {
  const rows = await tx
    .select()
    .from(applicationDocuments)
    .where(
      inArray(
        applicationDocuments.uuid,
        expected.map((side) => side.uuid),
      ),
    );
  return Promise.all(
    expected.map(async (side) => {
      const row = rows.find((candidate) => candidate.uuid === side.uuid);
      if (!row) throw AppError.badRequest(SIGNER_MESSAGES.idUploadNotYours);
      return {
        fileName: row.fileName,
        contentType: row.contentType as IdImage['contentType'],
        content: await readDocumentContent(blobs, row),
      };
    }),
  );
}

/**
 * The co-borrower's soft pull, with their written authorization: their date of birth, home
 * address and SSN are kept on their own profile (the SSN encrypted, its last four in clear), the
 * bureau is asked, and what the answer means under the product's minimum score is recorded.
 */
export async function pullSignerCredit(
  deps: CoBorrowerDeps,
  caller: SignerCaller,
  body: SignerCreditValues,
): Promise<SignerHome> {
  const now = deps.now();
  const signing = await deps.db.transaction(async (tx) => {
    const signing = await coBorrowerSigning(tx, caller, true);
    assertCreditOpen(signing);
    const owner = { identityUuid: signing.signer.identityUuid, orgCode: caller.orgCode };
    await saveSsn(tx as Db, owner, body.ssn, { encryptionKey: deps.encryptionKey, now });
    const [profile] = await tx
      .update(profiles)
      .set({ dob: body.dateOfBirth, updatedAt: now })
      .where(
        and(eq(profiles.identityUuid, owner.identityUuid), eq(profiles.orgCode, owner.orgCode)),
      )
      .returning();
    if (!profile) throw AppError.notFound(SIGNER_MESSAGES.notASigner);
    const home = {
      street1: body.address.street1,
      street2: body.address.street2 ?? '',
      city: body.address.city,
      state: body.address.state,
      zip: body.address.zip,
    };
    await tx
      .delete(profileAddresses)
      .where(
        and(eq(profileAddresses.profileUuid, profile.uuid), eq(profileAddresses.kind, 'HOME')),
      );
    await tx
      .insert(profileAddresses)
      .values({ uuid: randomUUID(), profileUuid: profile.uuid, kind: 'HOME', ...home });
    await tx
      .update(applicationSigners)
      .set({ creditAuthorizedAt: now })
      .where(eq(applicationSigners.uuid, signing.signer.uuid));
    return { ...signing, name: nameOf(profile), home };
  });
  const report = await providersOf(deps, signing.application).credit.softPull({
    applicant: signing.name,
    dateOfBirth: body.dateOfBirth,
    address: {
      street1: signing.home.street1,
      ...(signing.home.street2 ? { street2: signing.home.street2 } : {}),
      city: signing.home.city,
      state: signing.home.state,
      zip: signing.home.zip,
    },
    ssn: body.ssn,
  });
  const org = deps.organizations.byCode(signing.application.orgCode);
  if (!org) throw new Error(`Unknown organisation ${signing.application.orgCode}`);
  const state = creditStateOf(report, resolvePricingConfig(org.pricingData).minCreditScore);
  await deps.db.transaction(async (tx) => {
    assertCreditOpen(await coBorrowerSigning(tx, caller, true));
    await tx
      .update(applicationSigners)
      .set({
        creditResult: {
          state,
          reportId: report.outcome === 'NO_MATCH' ? null : report.reportId,
          pulledAt: report.pulledAt,
        },
      })
      .where(eq(applicationSigners.uuid, signing.signer.uuid));
  });
  return signerHome(deps, caller);
}
