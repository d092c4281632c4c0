import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { DataProtectionNote } from '@/features/application/shell/data-protection-note';
import { BANK_CAPTION } from './bank-caption';
import { RejectedAccountNotice } from './rejected-account-notice';

/**
 * bank/disburse: where the line's money goes. Says what is asked and why, and what the bank
 * check found last time when it refused an account.
 */
export function DisbursePage() {
  const { application, pathTo } = useApplicationContext();
  const navigate = useNavigate();
  return (
    <ApplicationScreen
      caption={BANK_CAPTION}
      title="Where should we send your money?"
      actions={
        <Button type="button" onClick={() => void navigate(pathTo('bank/manual-disburse'))}>
          Enter your account details
        </Button>
      }
    >
      {application.rejectedAccount ? (
        <RejectedAccountNotice account={application.rejectedAccount} />
      ) : null}
      <p>
        When your line of credit is funded, we pay your first draw into a checking account in your
        name. You’ll also choose how to make your monthly payments.
      </p>
      <h2 className="mt-6 text-lg font-semibold">What you’ll need</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>Your bank’s 9-digit routing number</li>
        <li>Your checking account number</li>
      </ul>
      <p className="mt-4">
        Both are printed at the bottom of your checks and in your bank’s app. We check the account
        with your bank before any money moves.
      </p>
      <div className="mt-6">
        <DataProtectionNote />
      </div>
    </ApplicationScreen>
  );
}
