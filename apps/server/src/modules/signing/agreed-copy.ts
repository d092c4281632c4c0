import { documentTitle, isSignedAtClosing, SIGNING_MESSAGES } from '@openheloc/domain';
import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { BorrowerContext } from '../application/borrower-actions';
import { findOwnApplication } from '../application/read-service';
import { readDocumentContent } from '../documents/document-content';
import { eSignConsentOf } from './esign-consent-of';
import { ownClosingDocument, signerOf } from './signing-service';

/**
 * The borrower's copy of the E-SIGN disclosure they agreed to, with the page recording their
 * consent (when, which version, from where); 404 for a signed document or before they agreed.
 */
export async function agreedCopy(ctx: BorrowerContext, documentUuid: string) {
  const document = await ownClosingDocument(ctx, documentUuid);
  const application = await findOwnApplication(ctx.deps.db, ctx.scope);
  const consent = await eSignConsentOf(ctx.deps.db, application.uuid, application.identityUuid);
  if (isSignedAtClosing(document.type) || !consent) {
    throw AppError.notFound(SIGNING_MESSAGES.documentNotFound);
  }
  const { name, email } = await signerOf(ctx.deps.db, application);
  // The PDF library loads with the first copy a process makes (decision 0034).
  const { appendConsentRecord } = await import('./consent-certificate');
  const content = await appendConsentRecord(await readDocumentContent(ctx.deps.blobs, document), {
    documentTitle: documentTitle(document.type),
    fileName: document.fileName,
    documentSha256: document.sha256,
    name,
    email,
    consent,
  });
  return {
    fileName: document.fileName.replace(/(\.pdf)?$/i, '-agreed.pdf'),
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
  };
}
