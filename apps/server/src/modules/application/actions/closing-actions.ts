import {
  FLOOD_NOT_REQUIRED_MESSAGE,
  pacificToday,
  POLICY_EXPIRED_MESSAGE,
  rescissionEndedMessage,
  withinRescission,
  type zInsuranceRequest,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { applicationInsurance } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import { notarizationStamp } from '../../workflow/rescission';
import { acknowledgeNotice } from '../../workflow/rescission-notices';
import { findOwnApplication } from '../read-service';
import { TransitionRefusedError } from '../../workflow/transition';
import { assertOwnUploads } from '../../documents/attach-uploads';
import { floodInsuranceRequired, insuranceView } from '../insurance/insurance-view';
import { act, type BorrowerContext } from './borrower-context';

export function addInsurance(ctx: BorrowerContext, body: z.output<typeof zInsuranceRequest>) {
  return act(
    ctx,
    'ADD_INSURANCE',
    async (tx, app) => {
      const now = ctx.deps.now();
      if (body.kind === 'FLOOD' && !floodInsuranceRequired(app)) {
        throw AppError.badRequest(FLOOD_NOT_REQUIRED_MESSAGE, 'kind');
      }
      // A policy must outlast today, the product's Pacific calendar day.
      if (body.expirationDate <= pacificToday(now)) {
        throw AppError.badRequest(POLICY_EXPIRED_MESSAGE, 'expirationDate');
      }
      const documentUuid = body.declarationPageDocumentUuid ?? null;
      if (documentUuid !== null) {
        await assertOwnUploads(tx, app, [
          {
            uuid: documentUuid,
            type: body.kind === 'FLOOD' ? 'PROOFOFFLOODINSURANCE' : 'PROOFOFHAZARDINSURANCE',
            field: 'declarationPageDocumentUuid',
          },
        ]);
      }
      await tx.insert(applicationInsurance).values({
        uuid: randomUUID(),
        applicationUuid: app.uuid,
        orgCode: app.orgCode,
        kind: body.kind,
        carrier: body.carrier,
        policyNumber: body.policyNumber,
        coverageAmount: body.coverageAmount,
        expirationDate: body.expirationDate,
        documentUuid,
        createdAt: now,
      });
      const { missing } = await insuranceView(tx, app);
      // A policy still due keeps the step open; the application view says which.
      if (missing.length > 0) return { to: 'TRUST_AND_INSURANCE', payload: { missing } };
      // An application notarized before the deadline was recorded starts its right to cancel now;
      // business-purpose credit has none and funds at once.
      const rescission = app.rescissionEndsAt
        ? { rescissionEndsAt: app.rescissionEndsAt }
        : notarizationStamp(app, now);
      const remainingMs = rescission.rescissionEndsAt
        ? rescission.rescissionEndsAt.getTime() - now.getTime()
        : 0;
      if (remainingMs > 0) {
        await enqueueStep(ctx.deps, tx, JOB_KINDS.rescission, app, app.version + 1, {
          delayMs: remainingMs,
        });
        return { to: 'RESCISSION', changes: rescission };
      }
      await enqueueStep(ctx.deps, tx, JOB_KINDS.funding, app);
      return { to: 'WAITING_FOR_FUNDING_DECISION' };
    },
    { kind: body.kind },
  );
}

/** Withdraws the application; once notarized, only until the right to cancel ends. */
export function cancel(ctx: BorrowerContext) {
  return act(ctx, 'CANCEL', (_tx, app) => {
    if (app.rescissionEndsAt && !withinRescission(app.rescissionEndsAt, ctx.deps.now())) {
      throw new TransitionRefusedError(rescissionEndedMessage(app.rescissionEndsAt));
    }
    return Promise.resolve();
  });
}

/** The borrower acknowledges receiving their notice of the right to cancel; nothing is cancelled. */
export async function acknowledgeRescissionNotice(ctx: BorrowerContext) {
  const application = await findOwnApplication(ctx.deps.db, ctx.scope);
  await acknowledgeNotice(ctx.deps.db, application, ctx.scope.ownerIdentityUuid, ctx.deps.now());
}
