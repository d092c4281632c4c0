import type { Condition, ConditionDocument, OpsCondition } from '@openheloc/domain';
import type { ApplicationDocumentRow, ConditionRow } from '../../db/rows';

export type DocumentRow = Pick<
  ApplicationDocumentRow,
  'uuid' | 'fileName' | 'contentType' | 'sizeBytes' | 'createdAt'
>;

function documentView(document: DocumentRow): ConditionDocument {
  return {
    uuid: document.uuid,
    fileName: document.fileName,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    created: document.createdAt.toISOString(),
  };
}

/** The borrower's view: no internal notes, no names of staff. */
export function toCondition(row: ConditionRow, documents: readonly DocumentRow[]): Condition {
  return {
    uuid: row.uuid,
    categoryEnum: row.category,
    created: row.createdAt.toISOString(),
    status: row.status,
    commentsToBorrower: row.commentsToBorrower,
    requestDocuments: row.requestDocuments,
    actionNeeded: row.status === 'OPEN',
    xtraData: { numDocsRequired: row.numDocsRequired },
    documents: documents.map(documentView),
  };
}

export function toOpsCondition(
  row: ConditionRow,
  documents: readonly DocumentRow[],
  who: Pick<OpsCondition, 'borrowerName' | 'signer'>,
): OpsCondition {
  return {
    ...toCondition(row, documents),
    applicationUuid: row.applicationUuid,
    orgCode: row.orgCode,
    borrowerName: who.borrowerName,
    signer: who.signer,
    internalNotes: row.internalNotes,
    raisedBy: row.raisedBy,
    submitted: row.submittedAt?.toISOString() ?? null,
    resolved: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}
