import type { DbTransaction } from '../../../jobs';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import type { EffectResult } from '../../workflow/transition';
import type { BorrowerContext } from './borrower-context';
import type { ApplicationChanges, ApplicationRow } from '../../../db/rows';

/**
 * An answer the summary document holds changed: the summary goes back to being generated, and
 * the borrower reviews the new one before submitting.
 */
export async function regenerateSummary(
  ctx: BorrowerContext,
  tx: DbTransaction,
  app: ApplicationRow,
  changes: ApplicationChanges,
): Promise<EffectResult> {
  await enqueueStep(ctx.deps, tx, JOB_KINDS.summary, app);
  return {
    to: 'GEN_APP_SUBMISSION',
    changes: { ...changes, status: { ...app.status, disclosurelistSummaryReady: false } },
  };
}
