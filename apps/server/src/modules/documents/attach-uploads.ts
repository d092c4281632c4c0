import { UPLOAD_MESSAGES, type DocumentType } from '@openheloc/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { applicationDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';

export const UPLOAD_NOT_FOUND_MESSAGE =
  'We could not find that upload. Please upload the file again';

/**
 * Checks that the uploads a step refers to are this application's own, of the type the step
 * expects: another application's document or a generated one is as unknown as a missing one, and
 * so is another person's upload (the borrower's have no signer, a signer's are their own).
 */
export async function assertOwnUploads(
  tx: DbTransaction,
  application: ApplicationRow,
  expected: readonly { uuid: string; type: DocumentType; field: string }[],
  signerUuid: string | null = null,
): Promise<void> {
  if (expected.length === 0) return;
  const rows = await tx
    .select({ uuid: applicationDocuments.uuid, type: applicationDocuments.type })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, application.uuid),
        eq(applicationDocuments.origin, 'UPLOADED'),
        signerUuid === null
          ? isNull(applicationDocuments.signerUuid)
          : eq(applicationDocuments.signerUuid, signerUuid),
        inArray(
          applicationDocuments.uuid,
          expected.map((item) => item.uuid),
        ),
      ),
    );
  for (const item of expected) {
    const row = rows.find((candidate) => candidate.uuid === item.uuid);
    if (!row || row.type !== item.type) {
      throw AppError.badRequest(UPLOAD_NOT_FOUND_MESSAGE, item.field);
    }
  }
  if (new Set(expected.map((item) => item.uuid)).size !== expected.length) {
    throw AppError.badRequest(UPLOAD_MESSAGES.duplicate, expected[0]?.field);
  }
}
