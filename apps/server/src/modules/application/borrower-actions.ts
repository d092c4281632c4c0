import {
  ID_TYPE_DOCUMENT_TYPES,
  ID_TYPE_LABELS,
  OfferAmountError,
  priceOffer,
  type ApplicationConsentType,
  type ApplicationState,
  type zBankAccountRequest,
  type zConsentRequest,
  type zContactRequest,
  type zCreditSsnRequest,
  type zHmdaRequest,
  type zIdentityUploadRequest,
  type zIncomeLinkRequest,
  type zInsuranceRequest,
  type zLiensConfirmationRequest,
  type zNotaryScheduleRequest,
  type zOfferSelectionRequest,
  type zPaystubUploadRequest,
  type zProfileRequest,
  type zSigningRequest,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import {
  applicationBankAccounts,
  applicationIncomeSources,
  applicationInsurance,
  applicationOffers,
  consents,
  profileAddresses,
  profiles,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import { encryptField } from '../../security/field-encryption';
import type { ApplicationRow } from '../workflow/application-row';
import { enqueueStep, JOB_KINDS } from '../workflow/job-support';
import {
  transition,
  TransitionRefusedError,
  type ApplicationScope,
  type EffectResult,
} from '../workflow/transition';
import type { BorrowerEvent } from '../workflow/transition-table';
import type { WorkflowDeps } from '../workflow/workflow-deps';
import { storeUpload } from './uploads';

/** Who is acting and from where (consents record the address and browser). */
export type BorrowerContext = {
  deps: WorkflowDeps;
  scope: ApplicationScope & { ownerIdentityUuid: string };
  ipAddress: string;
  userAgent: string;
};

type Effect = (tx: DbTransaction, application: ApplicationRow) => Promise<EffectResult | void>;

async function act(
  ctx: BorrowerContext,
  event: BorrowerEvent,
  effect?: Effect,
  payload: Record<string, unknown> = {},
): Promise<ApplicationRow> {
  const { application } = await transition(ctx.deps.db, {
    scope: ctx.scope,
    actor: { type: 'BORROWER', id: ctx.scope.ownerIdentityUuid },
    event,
    payload,
    now: ctx.deps.now(),
    ...(effect ? { effect } : {}),
  });
  return application;
}

async function saveSsn(ctx: BorrowerContext, tx: DbTransaction, ssn: string): Promise<void> {
  await tx
    .update(profiles)
    .set({
      ssnCiphertext: encryptField(ctx.deps.encryptionKey, ssn),
      ssnLast4: ssn.slice(-4),
      updatedAt: ctx.deps.now(),
    })
    .where(
      and(
        eq(profiles.identityUuid, ctx.scope.ownerIdentityUuid),
        eq(profiles.orgCode, ctx.scope.orgCode),
      ),
    );
}

async function recordConsent(
  ctx: BorrowerContext,
  tx: DbTransaction,
  application: ApplicationRow,
  type: ApplicationConsentType,
  textVersion: string,
): Promise<void> {
  await tx.insert(consents).values({
    identityUuid: application.identityUuid,
    applicationUuid: application.uuid,
    type,
    textVersion,
    granted: true,
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
    recordedAt: ctx.deps.now(),
  });
}

/** The fallback machine's condition for HMDA: ownership, SSN and the hard-pull consent exist. */
async function readyForHmda(tx: DbTransaction, application: ApplicationRow): Promise<boolean> {
  const [row] = await tx
    .select({ ssn: profiles.ssnCiphertext, ownership: profileAddresses.ownership })
    .from(profiles)
    .innerJoin(profileAddresses, eq(profileAddresses.uuid, application.selectedPropertyUuid))
    .where(eq(profiles.identityUuid, application.identityUuid));
  const [consent] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.applicationUuid, application.uuid),
        eq(consents.type, 'HARD_CREDIT_PULL'),
        eq(consents.granted, true),
      ),
    )
    .limit(1);
  return row?.ssn != null && row.ownership === 'OWNED' && consent !== undefined;
}

/** Stays in the more-profile step until its condition holds, then moves on to HMDA. */
async function profileStepTarget(
  tx: DbTransaction,
  application: ApplicationRow,
): Promise<ApplicationState> {
  if (application.state !== 'IN_PROGRESS') return application.state;
  return (await readyForHmda(tx, application)) ? 'HMDA' : 'IN_PROGRESS';
}

export function provideSsn(ctx: BorrowerContext, body: z.output<typeof zCreditSsnRequest>) {
  return act(ctx, 'PROVIDE_SSN', async (tx, app) => {
    await saveSsn(ctx, tx, body.ssn);
    await enqueueStep(ctx.deps, tx, JOB_KINDS.prequalify, app);
  });
}

export function retryCredit(ctx: BorrowerContext) {
  return act(ctx, 'RETRY_CREDIT', async (tx, app) => {
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

export function selectOffer(ctx: BorrowerContext, body: z.output<typeof zOfferSelectionRequest>) {
  return act(
    ctx,
    'SELECT_OFFER',
    async (tx, app) => {
      const [stored] = await tx
        .select()
        .from(applicationOffers)
        .where(
          and(
            eq(applicationOffers.applicationUuid, app.uuid),
            eq(applicationOffers.round, app.underwritingRound),
            eq(applicationOffers.offerId, body.offerId),
          ),
        );
      if (!stored) throw AppError.badRequest('Please choose one of your offers', 'offerId');
      let quote;
      try {
        quote = priceOffer(stored.offer, {
          amount: body.amount,
          autopay: body.autopay,
          manualNotary: app.status.manualNotary,
        });
      } catch (error) {
        if (error instanceof OfferAmountError) throw AppError.badRequest(error.message, 'amount');
        throw error;
      }
      return {
        changes: {
          offerId: stored.offerId,
          amount: quote.amount,
          termYears: stored.offer.termYears,
          aprPercent: quote.aprPercent,
          payType: body.autopay ? 'AUTOPAY' : 'MANUAL',
          quote,
        },
      };
    },
    { offerId: body.offerId, amount: body.amount, autopay: body.autopay },
  );
}

export function saveProfile(ctx: BorrowerContext, body: z.output<typeof zProfileRequest>) {
  return act(
    ctx,
    'SAVE_PROFILE',
    async (tx, app) => {
      await saveSsn(ctx, tx, body.ssn);
      await tx
        .update(profileAddresses)
        .set({ ownership: body.propertyOwnership })
        .where(eq(profileAddresses.uuid, app.selectedPropertyUuid));
      if (body.propertyOwnership === 'NOT_OWNED') {
        return {
          to: 'PROPERTY_REVIEW',
          changes: { status: { ...app.status, propertyComplete: false } },
        };
      }
      return { to: await profileStepTarget(tx, app) };
    },
    { propertyOwnership: body.propertyOwnership },
  );
}

export function saveContact(ctx: BorrowerContext, body: z.output<typeof zContactRequest>) {
  return act(ctx, 'SAVE_CONTACT', async (tx, app) => {
    await tx
      .update(profiles)
      .set({ phoneNumber: body.phoneNumber, updatedAt: ctx.deps.now() })
      .where(eq(profiles.identityUuid, app.identityUuid));
    return { to: await profileStepTarget(tx, app) };
  });
}

export function giveConsent(ctx: BorrowerContext, body: z.output<typeof zConsentRequest>) {
  return act(
    ctx,
    'GIVE_CONSENT',
    async (tx, app) => {
      await recordConsent(ctx, tx, app, body.type, body.textVersion);
      return { to: await profileStepTarget(tx, app) };
    },
    { type: body.type, textVersion: body.textVersion },
  );
}

export function saveHmda(ctx: BorrowerContext, body: z.output<typeof zHmdaRequest>) {
  return act(ctx, 'SAVE_HMDA', async (tx, app) => {
    await enqueueStep(ctx.deps, tx, JOB_KINDS.summary, app);
    return { changes: { hmda: body, hasHmda: true } };
  });
}

export function submit(ctx: BorrowerContext) {
  return act(ctx, 'SUBMIT', async (tx, app) => {
    if (!(await readyForHmda(tx, app))) {
      throw new TransitionRefusedError('Please authorize the hard credit pull before submitting');
    }
    await enqueueStep(ctx.deps, tx, JOB_KINDS.hardPull, app);
    return { changes: { status: { ...app.status, disclosurelistSummaryComplete: true } } };
  });
}

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

export function signDocuments(ctx: BorrowerContext, body: z.output<typeof zSigningRequest>) {
  return act(ctx, 'SIGN_DOCUMENTS', async (tx, app) => {
    await recordConsent(ctx, tx, app, 'E_SIGN', body.textVersion);
    return {
      changes: {
        status: {
          ...app.status,
          disclosurelistClosingComplete: true,
          primaryParticipantAcceptComplete: true,
          disclosurelistNotaryReady: true,
        },
      },
    };
  });
}

export function scheduleNotary(
  ctx: BorrowerContext,
  body: z.output<typeof zNotaryScheduleRequest>,
) {
  const requested = new Date(body.requestedTime);
  if (requested <= ctx.deps.now()) {
    throw AppError.badRequest('Please choose a time in the future', 'requestedTime');
  }
  return act(ctx, 'SCHEDULE_NOTARY', async (tx, app) => {
    // The manual notarization fee joins the quote.
    const [stored] = await tx
      .select()
      .from(applicationOffers)
      .where(
        and(
          eq(applicationOffers.applicationUuid, app.uuid),
          eq(applicationOffers.round, app.underwritingRound),
          eq(applicationOffers.offerId, app.offerId ?? ''),
        ),
      );
    const quote =
      stored && app.amount !== null
        ? priceOffer(stored.offer, {
            amount: app.amount,
            autopay: app.payType !== 'MANUAL',
            manualNotary: true,
          })
        : app.quote;
    return {
      changes: {
        requestedManualNotaryTime: requested,
        quote,
        status: { ...app.status, manualNotary: true },
      },
    };
  });
}

export function completeNotary(ctx: BorrowerContext) {
  return act(ctx, 'COMPLETE_NOTARY', async (_tx, app) => {
    if (app.status.manualNotary) {
      throw new TransitionRefusedError('Your notary confirms the signing of a scheduled session');
    }
    return { changes: { status: { ...app.status, disclosurelistNotaryComplete: true } } };
  });
}

export function addInsurance(ctx: BorrowerContext, body: z.output<typeof zInsuranceRequest>) {
  return act(
    ctx,
    'ADD_INSURANCE',
    async (tx, app) => {
      const now = ctx.deps.now();
      const documentUuid = body.declarationPage
        ? await storeUpload(
            tx,
            app,
            body.kind === 'FLOOD' ? 'PROOFOFFLOODINSURANCE' : 'PROOFOFHAZARDINSURANCE',
            body.declarationPage,
            now,
          )
        : null;
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
      const have = await tx
        .select({ kind: applicationInsurance.kind })
        .from(applicationInsurance)
        .where(eq(applicationInsurance.applicationUuid, app.uuid));
      const kinds = new Set(have.map((row) => row.kind));
      const floodNeeded = app.facts.flood?.floodInsuranceRequired ?? false;
      if (!kinds.has('HAZARD') || (floodNeeded && !kinds.has('FLOOD'))) return;
      await enqueueStep(ctx.deps, tx, JOB_KINDS.funding, app);
      return { to: 'WAITING_FOR_FUNDING_DECISION' };
    },
    { kind: body.kind },
  );
}

export function cancel(ctx: BorrowerContext) {
  return act(ctx, 'CANCEL');
}
