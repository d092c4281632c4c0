import { rescissionLastDayOf, type HelocApplication } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';

/** The right to cancel and the initial draw, as the complete screen shows them. */
export function closingView(app: ApplicationRow): HelocApplication['closing'] {
  const funding = app.funding;
  return {
    notarizedAt: app.notarizedAt?.toISOString() ?? null,
    rescissionEndsAt: app.rescissionEndsAt?.toISOString() ?? null,
    rescissionLastDay: app.rescissionEndsAt ? rescissionLastDayOf(app.rescissionEndsAt) : null,
    disbursement:
      funding?.submittedAt && funding.expectedSettlementAt
        ? {
            amount: funding.amount,
            accountLast4: funding.accountLast4,
            submittedAt: funding.submittedAt,
            expectedSettlementAt: funding.expectedSettlementAt,
            settledAt: funding.settledAt,
          }
        : null,
  };
}
