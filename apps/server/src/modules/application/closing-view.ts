import { rescissionLastDayOf, type HelocApplication } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';
import { rightToCancelViewOf, type NoticeRead } from '../workflow/rescission-notices';

/** The right to cancel (the borrower's own notice) and the initial draw, as the screens show them. */
export function closingView(
  app: ApplicationRow,
  ownerNotice: NoticeRead | undefined,
): HelocApplication['closing'] {
  const funding = app.funding;
  return {
    rightToCancel: rightToCancelViewOf(app, ownerNotice),
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
