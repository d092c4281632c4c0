import { earlyDisclosurePdf } from '../../documents/generated-pdfs';
import { loanFileFor } from '../../documents/loan-file-loader';
import { recordGeneratedDocument } from '../../workflow/generated-documents';
import type { DbTransaction } from '../../../jobs';
import type { ApplicationRow } from '../../../db/rows';
import type { BorrowerContext } from './borrower-context';

/**
 * The early disclosure the borrower just acknowledged, as a PDF with the same figures the
 * screen showed (both from the domain's buildHelocDisclosure), stored with the acknowledgement.
 * Before an offer is chosen there are no terms to disclose, so nothing is made.
 */
export async function storeEarlyDisclosure(
  ctx: BorrowerContext,
  tx: DbTransaction,
  app: ApplicationRow,
): Promise<void> {
  if (app.offerId === null || app.quote === null || app.amount === null) return;
  const now = ctx.deps.now();
  const file = await loanFileFor({ ...ctx.deps, db: tx }, app);
  await recordGeneratedDocument(tx, app, await earlyDisclosurePdf(file, now), now);
}
