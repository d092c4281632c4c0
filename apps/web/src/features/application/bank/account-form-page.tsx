import {
  zCheckingAccountInput,
  type CheckingAccount,
  type CheckingAccountInput,
} from '@openheloc/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { AccountFields } from './account-fields';
import { BANK_CAPTION } from './bank-caption';

interface AccountFormPageProps {
  title: string;
  back: string;
  intro: ReactNode;
  saved: CheckingAccountInput | undefined;
  /** Keeps the account in the draft; the page then goes to `next`. */
  onSave: (account: CheckingAccount) => void;
  next: string;
}

const EMPTY: CheckingAccountInput = {
  routingNumber: '',
  accountNumber: '',
  accountNumberConfirmation: '',
};

/** A checking account typed by the borrower, checked (checksum, typed twice) before going on. */
export function AccountFormPage({ title, back, intro, saved, onSave, next }: AccountFormPageProps) {
  const navigate = useNavigate();
  const { pathTo } = useApplicationContext();
  const step = useStepForm<CheckingAccountInput, CheckingAccount>({
    schema: zCheckingAccountInput,
    defaultValues: saved ?? EMPTY,
    title,
  });
  const onSubmit = step.submitWith((account) => {
    onSave(account);
    void navigate(pathTo(next));
  });
  return (
    <ApplicationScreen
      caption={BANK_CAPTION}
      title={title}
      documentTitle={false}
      back={back}
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={<Button id={FORM_SUBMIT_ID}>Continue</Button>}
    >
      <div className="mb-6 space-y-3">{intro}</div>
      <AccountFields
        form={step.form as unknown as Parameters<typeof AccountFields>[0]['form']}
        errorFor={step.errorFor}
      />
    </ApplicationScreen>
  );
}
