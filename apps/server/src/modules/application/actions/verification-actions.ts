import {
  ID_TYPE_DOCUMENT_TYPES,
  ID_TYPE_LABELS,
  type zBankAccountRequest,
  type zIdentityUploadRequest,
  type zIncomeLinkRequest,
  type zPaystubUploadRequest,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { applicationBankAccounts, applicationIncomeSources, profiles } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { DbTransaction } from '../../../jobs';
import { encryptField } from '../../../security/field-encryption';
import type { ApplicationRow } from '../../workflow/application-row';
import { enqueueStep, JOB_KINDS } from '../../workflow/job-support';
import { storeUpload } from '../uploads';
import { act, type BorrowerContext } from './borrower-context';

export function linkIncome(ctx: BorrowerContext, body: z.output<typeof zIncomeLinkRequest>) {
  return act(
    ctx,
    'LINK_INCOME',
    async (tx, app) => {
      await addIncomeSource(ctx, tx, app, body.source, {});
      await enqueueStep(ctx.deps, tx, JOB_KINDS.income, app);
    },
    { source: body.source },
  );
}

export function uploadPaystubs(ctx: BorrowerContext, body: z.output<typeof zPaystubUploadRequest>) {
  return act(ctx, 'UPLOAD_PAYSTUBS', async (tx, app) => {
    const documentUuids: string[] = [];
    for (const file of body.files) {
      documentUuids.push(await storeUpload(tx, app, 'USER_UPLOADED_PAYSTUB', file, ctx.deps.now()));
    }
    await addIncomeSource(ctx, tx, app, 'MANUAL_PAYSTUB', { documentUuids });
    await enqueueStep(ctx.deps, tx, JOB_KINDS.income, app);
  });
}

async function addIncomeSource(
  ctx: BorrowerContext,
  tx: DbTransaction,
  app: ApplicationRow,
  source: string,
  detail: Record<string, unknown>,
): Promise<void> {
  const [profile] = await tx
    .select({ employmentType: profiles.employmentType })
    .from(profiles)
    .where(eq(profiles.identityUuid, app.identityUuid));
  await tx.insert(applicationIncomeSources).values({
    uuid: randomUUID(),
    applicationUuid: app.uuid,
    orgCode: app.orgCode,
    employmentType: profile?.employmentType ?? null,
    source,
    status: 'PENDING_REVIEW',
    detail,
    createdAt: ctx.deps.now(),
    updatedAt: ctx.deps.now(),
  });
}

export function addBankAccount(ctx: BorrowerContext, body: z.output<typeof zBankAccountRequest>) {
  return act(ctx, 'ADD_BANK_ACCOUNT', async (tx, app) => {
    await tx.insert(applicationBankAccounts).values({
      uuid: randomUUID(),
      applicationUuid: app.uuid,
      orgCode: app.orgCode,
      routingNumber: body.routingNumber,
      accountNumberCiphertext: encryptField(ctx.deps.encryptionKey, body.accountNumber),
      accountLast4: body.accountNumber.slice(-4),
      accountType: body.accountType,
      useForDisbursement: true,
      useForAutopay: body.useForAutopay && app.payType !== 'MANUAL',
      createdAt: ctx.deps.now(),
    });
    await enqueueStep(ctx.deps, tx, JOB_KINDS.bankAccount, app);
  });
}

export function uploadIdentity(
  ctx: BorrowerContext,
  body: z.output<typeof zIdentityUploadRequest>,
) {
  const sides = ID_TYPE_DOCUMENT_TYPES[body.idType];
  const label = ID_TYPE_LABELS[body.idType];
  if (sides.back !== undefined && !body.back) {
    throw AppError.badRequest(`Please upload the back of your ${label}`, 'back');
  }
  if (sides.back === undefined && body.back) {
    throw AppError.badRequest(`A ${label} has no back to upload`, 'back');
  }
  return act(
    ctx,
    'UPLOAD_ID',
    async (tx, app) => {
      const now = ctx.deps.now();
      await storeUpload(tx, app, sides.front, body.front, now);
      if (sides.back !== undefined && body.back) {
        await storeUpload(tx, app, sides.back, body.back, now);
      }
      await enqueueStep(ctx.deps, tx, JOB_KINDS.identity, app);
      return { changes: { facts: { ...app.facts, idType: body.idType } } };
    },
    { idType: body.idType },
  );
}
