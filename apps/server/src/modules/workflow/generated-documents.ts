import { createHash, randomUUID } from 'node:crypto';
import { applicationDocuments } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';
import type { GeneratedPdf } from '../documents/generated-pdfs';

/**
 * Records a PDF the workflow produced, with its SHA-256 (what the borrower signs can be proven
 * later) and the data it was made from. Answers the new document's uuid.
 */
export async function recordGeneratedDocument(
  tx: DbTransaction,
  application: ApplicationRow,
  document: GeneratedPdf,
  now: Date,
): Promise<string> {
  const uuid = randomUUID();
  await tx.insert(applicationDocuments).values({
    uuid,
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    type: document.type,
    origin: 'GENERATED',
    fileName: document.fileName,
    contentType: 'application/pdf',
    sizeBytes: document.content.byteLength,
    sha256: createHash('sha256').update(document.content).digest('hex'),
    content: document.content,
    sourceData: document.source,
    createdAt: now,
  });
  return uuid;
}
