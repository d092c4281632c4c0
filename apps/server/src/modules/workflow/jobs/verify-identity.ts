import { ID_TYPE_DOCUMENT_TYPES, zIdType, type IdType } from '@openheloc/domain';
import { and, desc, eq } from 'drizzle-orm';
import { applicationDocuments } from '../../../db/schema';
import type { IdImage } from '../../../providers';
import {
  clearWorkflowConditions,
  raiseWorkflowCondition,
} from '../../conditions/workflow-conditions';
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
  const images = await latestImages(deps, application.uuid, idType);
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
        return { changes: { status: { ...app.status, condition: true } } };
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
      changes: { status: { ...app.status, condition: false } },
    };
  });
}

async function latestImages(
  deps: WorkflowDeps,
  applicationUuid: string,
  idType: IdType,
): Promise<{ front: IdImage; back?: IdImage }> {
  const sides = ID_TYPE_DOCUMENT_TYPES[idType];
  const image = async (type: string): Promise<IdImage> => {
    const [row] = await deps.db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationUuid, applicationUuid),
          eq(applicationDocuments.type, type),
        ),
      )
      .orderBy(desc(applicationDocuments.createdAt))
      .limit(1);
    if (!row?.content) throw new Error(`Application ${applicationUuid} has no ${type} image`);
    return {
      fileName: row.fileName,
      contentType: row.contentType as IdImage['contentType'],
      content: row.content,
    };
  };
  const front = await image(sides.front);
  return sides.back === undefined ? { front } : { front, back: await image(sides.back) };
}
