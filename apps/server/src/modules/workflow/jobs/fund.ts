import { centsToDollars, closingMoney } from '@openheloc/domain';
import { and, desc, eq } from 'drizzle-orm';
import { applicationBankAccounts, applications, type FundingRecord } from '../../../db/schema';
import type { ApplicationRow } from '../../../db/rows';
import type { JobReschedule } from '../../../jobs';
import type { Providers } from '../../../providers';
import { decryptField } from '../../../security/field-encryption';
import { loadApplicant } from '../applicant';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

const SETTLEMENT_POLL_MS = 30 * 60_000;

/** One initial draw per application: the key is the same on every attempt, in any process. */
export function initialDrawKey(application: Pick<ApplicationRow, 'uuid'>): string {
  return `heloc-initial-draw:${application.uuid}`;
}

async function verifiedDisbursementAccount(deps: WorkflowDeps, application: ApplicationRow) {
  const [account] = await deps.db
    .select()
    .from(applicationBankAccounts)
    .where(
      and(
        eq(applicationBankAccounts.applicationUuid, application.uuid),
        eq(applicationBankAccounts.useForDisbursement, true),
        eq(applicationBankAccounts.verificationStatus, 'OPEN_VALID'),
      ),
    )
    .orderBy(desc(applicationBankAccounts.createdAt))
    .limit(1);
  return account ?? null;
}

/** Writes the funding record while the application is still the version the job serves. */
async function saveFunding(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  funding: FundingRecord,
): Promise<boolean> {
  const saved = await deps.db
    .update(applications)
    .set({ funding, updatedAt: deps.now() })
    .where(
      and(
        eq(applications.uuid, payload.applicationUuid),
        eq(applications.version, payload.version),
      ),
    )
    .returning({ uuid: applications.uuid });
  return saved.length > 0;
}

type SentFunding = FundingRecord & { transferId: string };

const isSent = (funding: FundingRecord | null): funding is SentFunding =>
  funding?.transferId != null;

/**
 * Saves the intent (key, amount, account) unless an earlier run did, calls the provider with the
 * key, then saves the transfer. A run that died between the call and the save sends again with
 * the same key and gets the same transfer back. Null when the application moved on.
 */
async function send(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  application: ApplicationRow,
  funding: Providers['funding'],
  signal: AbortSignal,
): Promise<SentFunding | null> {
  const account = await verifiedDisbursementAccount(deps, application);
  // The fees are deducted from the initial draw: the transfer sends what the Statement of loan
  // calls "Paid to you".
  const amount = application.quote ? closingMoney(application.quote).paidToYou : null;
  if (!account || !amount) throw new Error(`Application ${application.uuid} cannot be funded`);
  let intent = application.funding;
  if (!intent) {
    intent = {
      idempotencyKey: initialDrawKey(application),
      amount,
      accountLast4: account.accountLast4,
      intendedAt: deps.now().toISOString(),
      transferId: null,
      confirmationNumber: null,
      submittedAt: null,
      expectedSettlementAt: null,
      settledAt: null,
    };
    if (!(await saveFunding(deps, payload, intent))) return null;
  }
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const submitted = await funding.disburse(
    {
      idempotencyKey: intent.idempotencyKey,
      loanNumber: application.loanNumber,
      amount: centsToDollars(intent.amount),
      beneficiary: applicant.name,
      account: {
        routingNumber: account.routingNumber,
        accountNumber: decryptField(deps.encryptionKey, account.accountNumberCiphertext),
        accountType: account.accountType,
      },
    },
    { signal },
  );
  const sent: SentFunding = {
    ...intent,
    transferId: submitted.transferId,
    confirmationNumber: submitted.confirmationNumber,
    submittedAt: submitted.submittedAt,
    expectedSettlementAt: submitted.expectedSettlementAt,
  };
  return (await saveFunding(deps, payload, sent)) ? sent : null;
}

/** Sends the initial draw once, then polls the transfer until it settles. */
export async function fund(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void | JobReschedule> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_FUNDING_DECISION') return;
  const providers = providersFor(deps, application);
  const funding = isSent(application.funding)
    ? application.funding
    : await send(deps, payload, application, providers.funding, signal);
  if (!funding) return;
  const status = await providers.funding.status({ transferId: funding.transferId }, { signal });
  if (status.status === 'SUBMITTED') {
    // Relative to the app's clock: the queue's run times are on the database's.
    const remainingMs = new Date(status.expectedSettlementAt).getTime() - deps.now().getTime();
    return { retryInMs: remainingMs > 0 ? remainingMs : SETTLEMENT_POLL_MS };
  }
  const settled = { ...funding, settledAt: status.settledAt };
  await settle(deps, payload, 'FUNDS_SETTLED', async (_tx, app) => ({
    changes: {
      funding: settled,
      completedAt: deps.now(),
      status: { ...app.status, checklistStatus: 'COMPLETE' },
    },
  }));
}
