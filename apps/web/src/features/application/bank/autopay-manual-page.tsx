import { Navigate } from 'react-router';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { AccountFormPage } from './account-form-page';
import { useBankDraft } from './bank-draft';

/** bank/autopay-manual: a different checking account for the autopay debits. */
export function AutopayManualPage() {
  const { uuid, pathTo } = useApplicationContext();
  const { draft, update } = useBankDraft(uuid);
  if (!draft.disbursement) return <Navigate to={pathTo('bank/disburse')} replace />;
  return (
    <AccountFormPage
      title="Which account should autopay draw from?"
      back="bank/autopay"
      intro={
        <p>
          Your money is still paid into the account ending{' '}
          {draft.disbursement.accountNumber.slice(-4)}. Give the checking account, in your name,
          that your monthly payments should come from.
        </p>
      }
      saved={draft.autopayAccount}
      onSave={(autopayAccount) => update({ autopayAccount, autopay: 'OTHER_ACCOUNT' })}
      next="bank/confirm"
    />
  );
}
