import { and, desc, eq, isNull } from 'drizzle-orm';
import { applicationBankAccounts } from '../../../db/schema';
import type { BankVerification } from '../../../providers';
import { decryptField } from '../../../security/field-encryption';
import { loadApplicant } from '../applicant';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

/**
 * Checks that the accounts just given (the disbursement account, and a separate autopay account
 * when there is one) are open and not flagged; one refused sends the borrower back to the
 * bank step (the giactAccountStatus says why).
 */
export async function verifyBankAccount(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_DISBURSEMENT_ACCOUNT') return;
  const accounts = await deps.db
    .select()
    .from(applicationBankAccounts)
    .where(
      and(
        eq(applicationBankAccounts.applicationUuid, application.uuid),
        isNull(applicationBankAccounts.verificationStatus),
      ),
    )
    .orderBy(desc(applicationBankAccounts.useForDisbursement));
  if (accounts.length === 0) {
    throw new Error(`Application ${application.uuid} has no account to verify`);
  }
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const bank = providersFor(deps, application).bank;
  const results: { account: (typeof accounts)[number]; verification: BankVerification }[] = [];
  for (const account of accounts) {
    const verification = await bank.verifyAccount(
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
    results.push({ account, verification });
  }
  const refused = results.find((result) => result.verification.accountStatus !== 'OPEN_VALID');
  const accountStatus = (refused ?? results[0])?.verification.accountStatus ?? 'OPEN_VALID';
  await settle(
    deps,
    payload,
    refused ? 'ACCOUNT_REJECTED' : 'ACCOUNT_VERIFIED',
    async (tx, app) => {
      for (const { account, verification } of results) {
        await tx
          .update(applicationBankAccounts)
          .set({
            verificationStatus: verification.accountStatus,
            bankName: verification.bankName,
            verifiedAt: deps.now(),
          })
          .where(eq(applicationBankAccounts.uuid, account.uuid));
      }
      return { changes: { status: { ...app.status, giactAccountStatus: accountStatus } } };
    },
    { accountStatus },
  );
}
