import {
  ID_TYPE_DOCUMENT_TYPES,
  ID_TYPE_LABELS,
  LINK_NOT_FINISHED_MESSAGE,
  type IncomeLinkSource,
  priceOffer,
  type zBankAccountRequest,
  type zIdentityUploadRequest,
  type zIncomeLinkRequest,
  type zPaystubUploadRequest,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  applicationBankAccounts,
  applicationIncomeSources,
  incomeLinkSessions,
} from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { DbTransaction } from '../../../jobs';
import { encryptField } from '../../../security/field-encryption';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import { assertOwnUploads } from '../../documents/attach-uploads';
import { employmentTypeOf } from '../../profile/service';
import { act, ownerOf, recordConsent, type BorrowerContext } from './borrower-context';
import { storedOffer } from './stored-offer';
import type { ApplicationChanges, ApplicationRow } from '../../../db/rows';

export function linkIncome(ctx: BorrowerContext, body: z.output<typeof zIncomeLinkRequest>) {
  return act(
    ctx,
    'LINK_INCOME',
    async (tx, app) => {
      const detail = body.linkSessionUuid
        ? { linkSessionUuid: await useLinkSession(tx, app, body.source, body.linkSessionUuid) }
        : {};
      await addIncomeSource(ctx, tx, app, body.source, detail);
      await enqueueStep(ctx.deps, tx, JOB_KINDS.income, app);
    },
    { source: body.source },
  );
}

export function uploadPaystubs(ctx: BorrowerContext, body: z.output<typeof zPaystubUploadRequest>) {
  return act(ctx, 'UPLOAD_PAYSTUBS', async (tx, app) => {
    const { documentUuids } = body;
    await assertOwnUploads(
      tx,
      app,
      documentUuids.map((uuid) => ({
        uuid,
        type: 'USER_UPLOADED_PAYSTUB',
        field: 'documentUuids',
      })),
    );
    await addIncomeSource(ctx, tx, app, 'MANUAL_PAYSTUB', { documentUuids });
    await enqueueStep(ctx.deps, tx, JOB_KINDS.income, app);
  });
}

/** The link dialog's finished session for this source, marked used so it counts only once. */
async function useLinkSession(
  tx: DbTransaction,
  app: ApplicationRow,
  source: string,
  sessionUuid: string,
): Promise<string> {
  const [session] = await tx
    .update(incomeLinkSessions)
    .set({ step: 'USED' })
    .where(
      and(
        eq(incomeLinkSessions.uuid, sessionUuid),
        eq(incomeLinkSessions.applicationUuid, app.uuid),
        eq(incomeLinkSessions.source, source as IncomeLinkSource),
        inArray(incomeLinkSessions.step, ['LINKED', 'FAILED']),
      ),
    )
    .returning({ uuid: incomeLinkSessions.uuid });
  if (!session) throw AppError.badRequest(LINK_NOT_FINISHED_MESSAGE, 'linkSessionUuid');
  return session.uuid;
}

async function addIncomeSource(
  ctx: BorrowerContext,
  tx: DbTransaction,
  app: ApplicationRow,
  source: string,
  detail: Record<string, unknown>,
): Promise<void> {
  const employmentType = await employmentTypeOf(tx, ownerOf(app));
  await tx.insert(applicationIncomeSources).values({
    uuid: randomUUID(),
    applicationUuid: app.uuid,
    orgCode: app.orgCode,
    employmentType,
    source,
    status: 'PENDING_REVIEW',
    detail,
    createdAt: ctx.deps.now(),
    updatedAt: ctx.deps.now(),
  });
}

export function addBankAccount(ctx: BorrowerContext, body: z.output<typeof zBankAccountRequest>) {
  return act(
    ctx,
    'ADD_BANK_ACCOUNT',
    async (tx, app) => {
      const autopay = body.autopay !== 'MANUAL';
      const store = async (
        account: { routingNumber: string; accountNumber: string },
        use: { disbursement: boolean; autopay: boolean },
      ) =>
        tx.insert(applicationBankAccounts).values({
          uuid: randomUUID(),
          applicationUuid: app.uuid,
          orgCode: app.orgCode,
          routingNumber: account.routingNumber,
          accountNumberCiphertext: encryptField(ctx.deps.encryptionKey, account.accountNumber),
          accountLast4: account.accountNumber.slice(-4),
          accountType: 'CHECKING',
          useForDisbursement: use.disbursement,
          useForAutopay: use.autopay,
          createdAt: ctx.deps.now(),
        });
      await store(body.disbursement, {
        disbursement: true,
        autopay: body.autopay === 'SAME_ACCOUNT',
      });
      if (body.autopay === 'OTHER_ACCOUNT' && body.autopayAccount) {
        await store(body.autopayAccount, { disbursement: false, autopay: true });
      }
      if (autopay && body.autopayAuthorization) {
        await recordConsent(
          ctx,
          tx,
          app,
          'AUTOPAY_AUTHORIZATION',
          body.autopayAuthorization.textVersion,
        );
      }
      await enqueueStep(ctx.deps, tx, JOB_KINDS.bankAccount, app);
      return { changes: await autopayChanges(tx, app, autopay) };
    },
    { autopay: body.autopay },
  );
}

/** The autopay choice sets how the borrower pays, and the rate with or without its discount. */
async function autopayChanges(
  tx: DbTransaction,
  app: ApplicationRow,
  autopay: boolean,
): Promise<ApplicationChanges> {
  const payType = autopay ? ('AUTOPAY' as const) : ('MANUAL' as const);
  const offer = await storedOffer(tx, app, app.offerId);
  if (!offer || app.amount === null) return { payType };
  const quote = priceOffer(offer, {
    amount: app.amount,
    autopay,
    manualNotary: app.status.manualNotary,
  });
  return { payType, quote, aprBps: quote.aprBps };
}

export function uploadIdentity(
  ctx: BorrowerContext,
  body: z.output<typeof zIdentityUploadRequest>,
) {
  const sides = ID_TYPE_DOCUMENT_TYPES[body.idType];
  const label = ID_TYPE_LABELS[body.idType];
  if (sides.back !== undefined && !body.backDocumentUuid) {
    throw AppError.badRequest(`Please upload the back of your ${label}`, 'backDocumentUuid');
  }
  if (sides.back === undefined && body.backDocumentUuid) {
    throw AppError.badRequest(`A ${label} has no back to upload`, 'backDocumentUuid');
  }
  return act(
    ctx,
    'UPLOAD_ID',
    async (tx, app) => {
      const images = [
        { uuid: body.frontDocumentUuid, type: sides.front, field: 'frontDocumentUuid' },
      ];
      if (sides.back !== undefined && body.backDocumentUuid) {
        images.push({ uuid: body.backDocumentUuid, type: sides.back, field: 'backDocumentUuid' });
      }
      await assertOwnUploads(tx, app, images);
      await enqueueStep(ctx.deps, tx, JOB_KINDS.identity, app);
      return {
        changes: {
          facts: {
            ...app.facts,
            idType: body.idType,
            idDocumentUuids: images.map((image) => image.uuid),
          },
        },
      };
    },
    { idType: body.idType },
  );
}
