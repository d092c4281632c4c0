import { useApplicationContext } from '@/features/application/routing/application-context';
import { AccountFormPage } from './account-form-page';
import { useBankDraft } from './bank-draft';

/** bank/manual-disburse: the checking account the line is paid into, typed by the borrower. */
export function ManualDisbursePage() {
  const { uuid } = useApplicationContext();
  const { draft, update } = useBankDraft(uuid);
  return (
    <AccountFormPage
      title="Enter your checking account details"
      back="bank/disburse"
      intro={
        <p>
          The account must be a checking account in your name at a US bank or credit union. We check
          it with your bank before any money moves.
        </p>
      }
      saved={draft.disbursement}
      onSave={(disbursement) => update({ disbursement })}
      next="bank/autopay"
    />
  );
}
