import type { DocumentRendition } from '@openheloc/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applicationDocuments } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/uuid';
import { findOwnApplication } from '../../application/read-service';
import type { ApplicationScope } from '../../workflow/transition';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '../document-file-service';
import { documentRendition } from './document-rendition';

/**
 * One of the borrower's own generated documents as readable HTML, bound to its PDF (decision
 * 0045): 404 for another application's, an upload or an additional signer's own document; 409
 * for one whose content no longer makes its PDF or that has no rendition.
 */
export async function ownDocumentRendition(
  db: Db,
  scope: ApplicationScope & { ownerIdentityUuid: string },
  documentUuid: string,
): Promise<DocumentRendition> {
  const application = await findOwnApplication(db, scope);
  if (!isUuid(documentUuid)) throw AppError.notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.uuid, documentUuid),
        eq(applicationDocuments.applicationUuid, application.uuid),
        eq(applicationDocuments.origin, 'GENERATED'),
        isNull(applicationDocuments.signerUuid),
      ),
    );
  if (!row) throw AppError.notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return documentRendition(row);
}
