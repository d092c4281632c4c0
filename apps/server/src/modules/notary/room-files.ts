import {
  documentTitle,
  idSideLabel,
  NOTARY_MESSAGES,
  type NotaryRoomFiles,
} from '@openheloc/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/rows';
import { applicationDocuments, signatures } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import type { BlobStore } from '../documents/blob-store';
import { DOCUMENT_NOT_FOUND_MESSAGE, readDocumentFile } from '../documents/document-file-service';
import type { SentFile } from '../documents/send-file';
import type { SignedInOpsUser } from '../ops-users/require-ops-user';
import { signersOf } from '../signers/signer-store';
import { STEP_UNAVAILABLE_MESSAGE } from '../workflow/transition';
import { borrowerName, servedApplication } from './room-service';
import { findRoom, isInRoom } from './room-store';

export type RoomFilesDeps = { db: Db; blobs: BlobStore; now: () => Date };

/** What is notarized: the security instrument each owner signed. */
const NOTARIZED_TYPES = ['DEED_OF_TRUST', 'MORTGAGE'];

/**
 * The room's application, for the notary operating its session: a lender they serve (404 as for
 * a stranger), a session still open (409), and their own connection in the room now (403). The
 * documents and IDs are shown to the notary who is meeting the owners, not to whoever serves the
 * lender.
 */
async function operatedRoom(deps: RoomFilesDeps, user: SignedInOpsUser, applicationUuid: string) {
  const app = await servedApplication(deps.db, user, applicationUuid);
  const room = await findRoom(deps.db, app.uuid);
  if (room?.completedAt) throw AppError.conflict(NOTARY_MESSAGES.alreadyNotarized);
  if (!room || app.state !== 'DEED_SIGNING') throw AppError.conflict(STEP_UNAVAILABLE_MESSAGE);
  if (!(await isInRoom(deps.db, app.uuid, user.uuid, deps.now())))
    throw AppError.forbidden(NOTARY_MESSAGES.joinToSeeFiles);
  return app;
}

/** A co-borrower's latest upload of each side of an ID (a co-deeder uploads none). */
async function signerIdPhotos(db: Db, applicationUuid: string, signerUuid: string) {
  const rows = await db
    .select({
      uuid: applicationDocuments.uuid,
      type: applicationDocuments.type,
      fileName: applicationDocuments.fileName,
    })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, applicationUuid),
        eq(applicationDocuments.signerUuid, signerUuid),
        eq(applicationDocuments.origin, 'UPLOADED'),
      ),
    )
    .orderBy(desc(applicationDocuments.createdAt));
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (idSideLabel(row.type) === null || seen.has(row.type)) return false;
    seen.add(row.type);
    return true;
  });
}

async function borrowerIdPhotos(db: Db, app: ApplicationRow) {
  const uuids = app.facts.idDocumentUuids ?? [];
  if (uuids.length === 0) return [];
  const rows = await db
    .select({
      uuid: applicationDocuments.uuid,
      type: applicationDocuments.type,
      fileName: applicationDocuments.fileName,
    })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, app.uuid),
        inArray(applicationDocuments.uuid, uuids),
        isNull(applicationDocuments.signerUuid),
      ),
    );
  return uuids.flatMap((uuid) => rows.filter((row) => row.uuid === uuid));
}

async function signedInstruments(db: Db, applicationUuid: string, identityUuid: string) {
  return db
    .select({
      uuid: signatures.uuid,
      type: applicationDocuments.type,
      fileName: applicationDocuments.fileName,
      signedAt: signatures.signedAt,
    })
    .from(signatures)
    .innerJoin(applicationDocuments, eq(applicationDocuments.uuid, signatures.documentUuid))
    .where(
      and(
        eq(signatures.applicationUuid, applicationUuid),
        eq(signatures.identityUuid, identityUuid),
        inArray(applicationDocuments.type, NOTARIZED_TYPES),
      ),
    );
}

/** Each owner of the application, the borrower first: their signed instrument and ID photos. */
async function filesOf(db: Db, app: ApplicationRow): Promise<NotaryRoomFiles> {
  const owners = [
    {
      name: await borrowerName(db, app),
      role: 'BORROWER' as const,
      identityUuid: app.identityUuid,
      photos: await borrowerIdPhotos(db, app),
    },
    ...(await Promise.all(
      (await signersOf(db, app.uuid)).map(async (row) => ({
        name: `${row.firstName} ${row.lastName}`,
        role: row.signer.role,
        identityUuid: row.signer.identityUuid,
        photos: await signerIdPhotos(db, app.uuid, row.signer.uuid),
      })),
    )),
  ];
  return {
    people: await Promise.all(
      owners.map(async (owner) => ({
        name: owner.name,
        role: owner.role,
        signed: (await signedInstruments(db, app.uuid, owner.identityUuid)).map((row) => ({
          fileUuid: row.uuid,
          title: documentTitle(row.type),
          fileName: signedFileName(row.fileName),
          signedAt: row.signedAt.toISOString(),
        })),
        photoId: owner.photos.map((photo) => ({
          fileUuid: photo.uuid,
          label: idSideLabel(photo.type) ?? documentTitle(photo.type),
          fileName: photo.fileName,
        })),
      })),
    ),
  };
}

const signedFileName = (fileName: string) => fileName.replace(/(\.pdf)?$/i, '-signed.pdf');

/** The documents being notarized and the owners' photo IDs, for the notary in the room. */
export async function roomFiles(
  deps: RoomFilesDeps,
  user: SignedInOpsUser,
  applicationUuid: string,
): Promise<NotaryRoomFiles> {
  return filesOf(deps.db, await operatedRoom(deps, user, applicationUuid));
}

/** One of the room's files (a signed copy or an ID photo), only if the room lists it. */
export async function roomFile(
  deps: RoomFilesDeps,
  user: SignedInOpsUser,
  applicationUuid: string,
  fileUuid: string,
): Promise<SentFile> {
  const app = await operatedRoom(deps, user, applicationUuid);
  const { people } = await filesOf(deps.db, app);
  if (!isUuid(fileUuid)) throw AppError.notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (people.some((person) => person.signed.some((file) => file.fileUuid === fileUuid))) {
    const [row] = await deps.db
      .select({
        content: signatures.signedContent,
        sha256: signatures.signedSha256,
        fileName: applicationDocuments.fileName,
      })
      .from(signatures)
      .innerJoin(applicationDocuments, eq(applicationDocuments.uuid, signatures.documentUuid))
      .where(eq(signatures.uuid, fileUuid));
    if (row) {
      return {
        fileName: signedFileName(row.fileName),
        contentType: 'application/pdf',
        sha256: row.sha256,
        content: row.content,
      };
    }
  }
  if (people.some((person) => person.photoId.some((file) => file.fileUuid === fileUuid))) {
    const file = await readDocumentFile(deps, app.uuid, fileUuid);
    if (file) return file;
  }
  throw AppError.notFound(DOCUMENT_NOT_FOUND_MESSAGE);
}
