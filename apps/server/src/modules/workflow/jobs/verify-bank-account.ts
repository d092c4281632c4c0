import { and, desc, eq, isNull } from 'drizzle-orm';
import { applicationBankAccounts } from '../../../db/schema';
import { decryptField } from '../../../security/field-encryption';
import { loadApplicant } from '../applicant';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

/** Checks that the disbursement account is open and not flagged (the giactAccountStatus). */
export async function verifyBankAccount(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_DISBURSEMENT_ACCOUNT') return;
  const [account] = await deps.db
    .select()
    .from(applicationBankAccounts)
    .where(
      and(
        eq(applicationBankAccounts.applicationUuid, application.uuid),
        isNull(applicationBankAccounts.verificationStatus),
      ),
    )
    .orderBy(desc(applicationBankAccounts.createdAt))
    .limit(1);
  if (!account) throw new Error(`Application ${application.uuid} has no account to verify`);
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const verification = await providersFor(deps, application).bank.verifyAccount(
    {
      accountHolder: applicant.name,
      account: {
        routingNumber: account.routingNumber,
        accountNumber: decryptField(deps.encryptionKey, account.accountNumberCiphertext),
        accountType: account.accountType,
      },
    },
    { signal },
  );
  const valid = verification.accountStatus === 'OPEN_VALID';
  await settle(
    deps,
    payload,
    valid ? 'ACCOUNT_VERIFIED' : 'ACCOUNT_REJECTED',
    async (tx, app) => {
      await tx
        .update(applicationBankAccounts)
        .set({
          verificationStatus: verification.accountStatus,
          bankName: verification.bankName,
          verifiedAt: deps.now(),
        })
        .where(eq(applicationBankAccounts.uuid, account.uuid));
      return {
        changes: { status: { ...app.status, giactAccountStatus: verification.accountStatus } },
      };
    },
    { accountStatus: verification.accountStatus },
  );
}
