import {
  autopaySavingText,
  formatBasisPoints,
  zAutopayChoice,
  type AutopayChoice,
  type BasisPoints,
} from '@openheloc/domain';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { RadioGroup } from '@/components/form/radio-group';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationContext } from '@/features/application/routing/application-context';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { autopayRates } from './autopay-rates';
import { BANK_CAPTION } from './bank-caption';
import { useBankDraft } from './bank-draft';

const TITLE = 'How would you like to make your monthly payments?';
const zAutopayForm = z.object({ autopay: zAutopayChoice });
type AutopayFormInput = { autopay: AutopayChoice | '' };

const apr = (rate: BasisPoints) => `${formatBasisPoints(rate, 2)} APR`;

/**
 * The answer to start from: the one given on this page before, else the choice made with the
 * offer (issue 30: it was asked again from nothing), autopay meaning the account just given.
 */
export function autopayStartingChoice(
  draftChoice: AutopayChoice | undefined,
  offerChoice: 'AUTOPAY' | 'MANUAL' | null,
): AutopayChoice | '' {
  if (draftChoice) return draftChoice;
  if (offerChoice === 'AUTOPAY') return 'SAME_ACCOUNT';
  return offerChoice === 'MANUAL' ? 'MANUAL' : '';
}

/**
 * bank/autopay: autopay with its APR discount, from the account just given or another one, or
 * paying by hand. The choice made with the offer is carried here, already chosen; with none,
 * nothing is preselected, since the choice changes the rate.
 */
export function AutopayPage() {
  const { uuid, application, pathTo } = useApplicationContext();
  const navigate = useNavigate();
  const { draft, update } = useBankDraft(uuid);
  const step = useStepForm<AutopayFormInput, z.output<typeof zAutopayForm>>({
    schema: zAutopayForm as unknown as z.ZodType<z.output<typeof zAutopayForm>, AutopayFormInput>,
    defaultValues: { autopay: autopayStartingChoice(draft.autopay, application.payType) },
    title: TITLE,
  });
  if (!draft.disbursement) return <Navigate to={pathTo('bank/disburse')} replace />;
  const last4 = draft.disbursement.accountNumber.slice(-4);
  const rates = autopayRates(application);
  const discounted = rates
    ? `${apr(rates.aprWithAutopay)}. ${autopaySavingText(rates)}.`
    : 'With the autopay discount';

  const onSubmit = step.submitWith(({ autopay }) => {
    update({ autopay });
    void navigate(pathTo(autopay === 'OTHER_ACCOUNT' ? 'bank/autopay-manual' : 'bank/confirm'));
  });

  return (
    <ApplicationScreen
      caption={BANK_CAPTION}
      title={TITLE}
      documentTitle={false}
      back="bank/manual-disburse"
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={<Button id={FORM_SUBMIT_ID}>Continue</Button>}
    >
      {application.payType ? (
        <p className="mb-4">
          {application.payType === 'AUTOPAY'
            ? 'You chose autopay with your offer, so it is chosen below: check the account it draws from.'
            : 'You chose to pay each month yourself with your offer, so it is chosen below.'}
        </p>
      ) : null}
      <p className="mb-6">
        With autopay, each monthly payment is taken from a checking account on its due date, and
        your rate is lower. You can stop autopay at any time; your rate then goes back up.
      </p>
      <RadioGroup
        legend="Monthly payments"
        error={step.errorFor('autopay')}
        options={[
          {
            value: 'SAME_ACCOUNT',
            label: `Autopay from my account ending ${last4}`,
            hint: discounted,
          },
          {
            value: 'OTHER_ACCOUNT',
            label: 'Autopay from a different checking account',
            hint: discounted,
          },
          {
            value: 'MANUAL',
            label: 'I’ll pay each month myself',
            hint: rates ? `${apr(rates.aprWithoutAutopay)}, without autopay` : undefined,
          },
        ]}
        {...step.form.register('autopay')}
      />
    </ApplicationScreen>
  );
}
