import {
  OfferAmountError,
  priceOffer,
  type zCreditSsnRequest,
  type zLiensConfirmationRequest,
  type zOfferSelectionRequest,
} from '@openheloc/domain';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import { act, saveSsn, type BorrowerContext } from './borrower-context';
import { assertCreditPullAllowed } from './credit-pull-limit';
import { storedOffer } from './stored-offer';
import { regenerateSummary } from './summary-regeneration';

export function provideSsn(ctx: BorrowerContext, body: z.output<typeof zCreditSsnRequest>) {
  return act(ctx, 'PROVIDE_SSN', async (tx, app) => {
    await assertCreditPullAllowed(tx, app, ctx.deps.now());
    await saveSsn(ctx, tx, body.ssn);
    await enqueueStep(ctx.deps, tx, JOB_KINDS.prequalify, app);
  });
}

export function retryCredit(ctx: BorrowerContext) {
  return act(ctx, 'RETRY_CREDIT', async (tx, app) => {
    await assertCreditPullAllowed(tx, app, ctx.deps.now());
    const hard = app.creditLockStage === 'HARD';
    await enqueueStep(ctx.deps, tx, hard ? JOB_KINDS.hardPull : JOB_KINDS.prequalify, app);
    return {
      to: hard ? 'WAITING_FOR_HARD_CREDIT_PULL' : 'WAITING_FOR_OFFER_SELECTION',
      changes: {
        creditLockStage: null,
        status: {
          ...app.status,
          creditFrozenWithPin: false,
          uwDecision: hard ? app.status.uwDecision : 'INITIAL',
          uwSubDecision: 'UNKNOWN_SUBDECISION',
        },
      },
    };
  });
}

/** Confirmed liens open the offers; disputed ones stop for a review, the borrower's words kept on the event. */
export function confirmLiens(
  ctx: BorrowerContext,
  body: z.output<typeof zLiensConfirmationRequest>,
) {
  if (body.confirmed) {
    return act(
      ctx,
      'CONFIRM_LIENS',
      async (_tx, app) => ({
        to: 'OFFER_SELECTION',
        changes: { status: { ...app.status, liensComplete: true } },
      }),
      { confirmed: true },
    );
  }
  return act(
    ctx,
    'CONFIRM_LIENS',
    async (_tx, app) => ({
      to: 'PROPERTY_REVIEW',
      changes: { status: { ...app.status, liensComplete: false } },
    }),
    { confirmed: false, explanation: body.explanation ?? null },
  );
}

/** Chooses or changes the offer; at the summary the summary document is generated again. */
export function selectOffer(ctx: BorrowerContext, body: z.output<typeof zOfferSelectionRequest>) {
  return act(
    ctx,
    'SELECT_OFFER',
    async (tx, app) => {
      const offer = await storedOffer(tx, app, body.offerId);
      if (!offer) throw AppError.badRequest('Please choose one of your offers', 'offerId');
      let quote;
      try {
        quote = priceOffer(offer, {
          amount: body.amount,
          autopay: body.autopay,
          manualNotary: app.status.manualNotary,
        });
      } catch (error) {
        if (error instanceof OfferAmountError) throw AppError.badRequest(error.message, 'amount');
        throw error;
      }
      const changes = {
        offerId: offer.id,
        amount: quote.amount,
        termYears: offer.termYears,
        aprBps: quote.aprBps,
        payType: body.autopay ? ('AUTOPAY' as const) : ('MANUAL' as const),
        quote,
      };
      if (app.state !== 'APP_SUBMISSION') return { changes };
      return regenerateSummary(ctx, tx, app, changes);
    },
    { offerId: body.offerId, amount: body.amount, autopay: body.autopay },
  );
}
