import { and, desc, eq } from 'drizzle-orm';
import { applicationBankAccounts, applications } from '../../../db/schema';
import type { JobReschedule } from '../../../jobs';
import { decryptField } from '../../../security/field-encryption';
import { loadApplicant } from '../applicant';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

const SETTLEMENT_POLL_MS = 30 * 60_000;

/** Sends the initial draw once, then polls the transfer until it settles. */
export async function fund(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void | JobReschedule> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_FUNDING_DECISION') return;
  const providers = providersFor(deps, application);
  let funding = application.funding;
  if (!funding) {
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
    const amount = application.quote?.initialDraw ?? application.amount;
    if (!account || !amount) throw new Error(`Application ${application.uuid} cannot be funded`);
    const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
    const submitted = await providers.funding.disburse(
      {
        loanNumber: application.loanNumber,
        amount,
        beneficiary: applicant.name,
        account: {
          routingNumber: account.routingNumber,
          accountNumber: decryptField(deps.encryptionKey, account.accountNumberCiphertext),
          accountType: account.accountType,
        },
      },
      { signal },
    );
    funding = {
      transferId: submitted.transferId,
      confirmationNumber: submitted.confirmationNumber,
      submittedAt: submitted.submittedAt,
      settledAt: null,
    };
    // Kept at once: a retry must poll this transfer, never send a second one.
    const saved = await deps.db
      .update(applications)
      .set({ funding, updatedAt: deps.now() })
      .where(
        and(eq(applications.uuid, application.uuid), eq(applications.version, payload.version)),
      )
      .returning({ uuid: applications.uuid });
    if (saved.length === 0) return;
  }
  const status = await providers.funding.status({ transferId: funding.transferId }, { signal });
  if (status.status === 'SUBMITTED') {
    const expected = new Date(status.expectedSettlementAt);
    return expected > deps.now() ? { retryAt: expected } : { retryInMs: SETTLEMENT_POLL_MS };
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
