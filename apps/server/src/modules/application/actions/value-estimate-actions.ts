import type { zValueEstimateOrderRequest } from '@openheloc/domain';
import type { z } from 'zod';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import { act, type BorrowerContext } from './borrower-context';

/** Orders the broker price opinion with what the owner says; the job places and polls it. */
export function orderValueEstimate(
  ctx: BorrowerContext,
  body: z.output<typeof zValueEstimateOrderRequest>,
) {
  return act(
    ctx,
    'ORDER_VALUE_ESTIMATE',
    async (tx, app) => {
      await enqueueStep(ctx.deps, tx, JOB_KINDS.bpo, app);
      return {
        changes: {
          facts: {
            ...app.facts,
            bpoOrder: { ownerEstimate: body.estimatedValue, ownerCondition: body.condition },
          },
          status: { ...app.status, bpo: 'BPO_PROCESSING' as const },
        },
      };
    },
    { estimatedValue: body.estimatedValue, condition: body.condition },
  );
}
