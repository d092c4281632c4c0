import { ID_TYPE_DOCUMENT_TYPES, zIdType, type IdType } from '@openheloc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { applicationDocuments } from '../../../db/schema';
import type { IdImage } from '../../../providers';
import {
  clearWorkflowConditions,
  raiseWorkflowCondition,
} from '../../conditions/workflow-conditions';
import { readDocumentContent } from '../../documents/document-content';
import { loadApplicant } from '../applicant';
import {
  enqueueStep,
  JOB_KINDS,
  providersFor,
  readApplication,
  settle,
  type ApplicationJobPayload,
} from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

/**
 * Verifies the uploaded government ID. A property that needs a value estimate waits for it
 * before the ID counts (the spec's Texas rule); otherwise the closing documents are generated.
 */
export async function verifyIdentity(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_IDENTITY_VERIFICATION') return;
  const idType = zIdType.parse(application.facts.idType);
  const images = await idImages(
    deps,
    application.uuid,
    idType,
    application.facts.idDocumentUuids ?? [],
  );
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const verification = await providersFor(deps, application).identity.verifyId(
    {
      applicant: applicant.name,
      dateOfBirth: applicant.dateOfBirth,
      idType,
      ...images,
    },
    { signal },
  );
  if (verification.status !== 'VERIFIED') {
    await settle(
      deps,
      payload,
      'ID_REJECTED',
      async (tx, app) => {
        await raiseWorkflowCondition(tx, app, 'ID_VERIFICATION_FAILURE', deps.now());
        return {
          changes: {
            status: { ...app.status, condition: true },
            facts: { ...app.facts, idFailedChecks: verification.failedChecks },
          },
        };
      },
      { failedChecks: verification.failedChecks },
    );
    return;
  }
  await settle(deps, payload, 'ID_VERIFIED', async (tx, app) => {
    await clearWorkflowConditions(tx, app.uuid, 'ID_VERIFICATION_FAILURE', deps.now());
    // A value estimate still needed is ordered by the borrower (their estimate and the home's
    // condition); one already ordered is waited for.
    const ordered = app.status.bpo === 'BPO_PROCESSING';
    const needsValue = ordered || app.status.bpo === 'BPO_REQUIRED';
    if (!needsValue) await enqueueStep(deps, tx, JOB_KINDS.closingDocuments, app);
    else if (ordered) await enqueueStep(deps, tx, JOB_KINDS.bpo, app);
    return {
      to: !needsValue
        ? 'GEN_NOTE_SIGNING'
        : ordered
          ? 'WAITING_FOR_BPO_ORDER_REQUEST'
          : 'BPO_ORDER_REQUEST',
      changes: {
        status: { ...app.status, condition: false },
        facts: { ...app.facts, idFailedChecks: [] },
      },
    };
  });
}

/** The images the borrower sent with this ID (the uploads named when it was submitted). */
async function idImages(
  deps: WorkflowDeps,
  applicationUuid: string,
  idType: IdType,
  documentUuids: readonly string[],
): Promise<{ front: IdImage; back?: IdImage }> {
  const sides = ID_TYPE_DOCUMENT_TYPES[idType];
  const rows = documentUuids.length
    ? await deps.db
        .select()
        .from(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.applicationUuid, applicationUuid),
            inArray(applicationDocuments.uuid, [...documentUuids]),
          ),
        )
    : [];
  const image = async (type: string): Promise<IdImage> => {
    const row = rows.find((candidate) => candidate.type === type);
    if (!row) throw new Error(`Application ${applicationUuid} has no ${type} image`);
    return {
      fileName: row.fileName,
      contentType: row.contentType as IdImage['contentType'],
      content: await readDocumentContent(deps.blobs, row),
    };
  };
  const front = await image(sides.front);
  return sides.back === undefined ? { front } : { front, back: await image(sides.back) };
}
