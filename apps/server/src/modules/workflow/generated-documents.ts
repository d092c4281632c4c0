import type { DocumentType } from '@openheloc/domain';
import { createHash, randomUUID } from 'node:crypto';
import { applicationDocuments } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';

/**
 * Records a document the workflow produced. Its content is the structured record the rendered
 * document is made from (JSON), hashed so that what the borrower signs can be proven later.
 */
export async function recordGeneratedDocument(
  tx: DbTransaction,
  application: ApplicationRow,
  type: DocumentType,
  record: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const content = new TextEncoder().encode(JSON.stringify(record));
  await tx.insert(applicationDocuments).values({
    uuid: randomUUID(),
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    type,
    origin: 'GENERATED',
    fileName: `${type.toLowerCase()}-${application.loanNumber}.json`,
    contentType: 'application/json',
    sizeBytes: content.byteLength,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    createdAt: now,
  });
}
