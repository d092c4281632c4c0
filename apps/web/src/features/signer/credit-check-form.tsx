import {
  SSN_REQUIRED_MESSAGE,
  zSignerCreditRequest,
  zSsnInput,
  type SignerHome,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AddressTypeahead } from '@/components/form/address-typeahead/address-typeahead';
import { addressFocusTargets } from '@/components/form/address-typeahead/address-value';
import { FormActions } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { CreditAuthorizationNotice } from '@/components/credit-authorization-notice';
import { DateOfBirthField, firstDatePartName } from '@/components/form/date-of-birth-field';
import { SsnFormField } from '@/components/form/ssn-field';
import { pullSignerCredit, signerKeys } from './signer-api';
import { signerFormErrors } from './signer-form-errors';
import { SignerScreen } from './signer-screen';

export const CREDIT_TITLE = 'Your details for the credit check';
const BUTTON = 'Authorize and check my credit';
const FIELDS = ['dateOfBirth', 'address', 'ssn'] as const;
/** 'Date of birth: …' in the error summary, whichever box the message is about. */
const DATE_LABELS = Object.fromEntries(
  ['dateOfBirth', 'dateOfBirth.month', 'dateOfBirth.day', 'dateOfBirth.year'].map((name) => [
    name,
    'Date of birth',
  ]),
);

/** The borrower's own fields and messages; the authorization is given by pressing the button. */
const zCreditForm = zSignerCreditRequest.omit({ authorized: true }).extend({
  ssn: z.string().trim().min(1, SSN_REQUIRED_MESSAGE).pipe(zSsnInput),
});
type CreditFormInput = z.input<typeof zCreditForm>;

const FILE_MESSAGES: Partial<Record<SignerHome['checks']['credit'], string>> = {
  FROZEN:
    'Your credit file is frozen, so the credit bureau could not share it. Please lift the freeze with the bureau (you can freeze it again afterwards), then check again here.',
  NO_MATCH:
    'The credit bureau could not find your credit file with these details. Please check your date of birth, home address and Social Security number, then try again.',
};

/**
 * A co-borrower's soft credit pull: their date of birth, home address and SSN (the borrower's
 * fields and messages) and the borrower's written authorization under the Fair Credit Reporting
 * Act, given by the button under it.
 */
export function CreditCheckForm({ home }: { home: SignerHome }) {
  const queryClient = useQueryClient();
  const step = useStepForm<CreditFormInput, z.output<typeof zCreditForm>>({
    schema: zCreditForm,
    defaultValues: { dateOfBirth: { month: '', day: '', year: '' }, ssn: '' } as CreditFormInput,
    title: CREDIT_TITLE,
    focusTargets: {
      dateOfBirth: firstDatePartName('dateOfBirth'),
      ...addressFocusTargets('address'),
    },
    labels: DATE_LABELS,
  });
  const onSubmit = step.submitWith(async () => {
    const values = step.form.getValues();
    try {
      const next = await pullSignerCredit({
        dateOfBirth: values.dateOfBirth,
        address: values.address,
        ssn: values.ssn,
        authorized: true,
      });
      queryClient.setQueryData(signerKeys.home, next);
    } catch (error) {
      const errors = signerFormErrors(error, FIELDS);
      step.showServerErrors(errors.fieldErrors, errors.formMessage);
    }
  });
  const problem = FILE_MESSAGES[home.checks.credit];
  return (
    <SignerScreen
      title={CREDIT_TITLE}
      caption="Co-borrower checks: step 1 of 2"
      documentTitle={false}
      errorSummary={step.errorSummary}
    >
      {problem ? (
        <div role="alert" className="mb-6 rounded-lg border-l-4 border-error bg-white p-4">
          <p>{problem}</p>
        </div>
      ) : (
        <p className="mb-6">
          As a co-borrower you share responsibility for the line of credit, so we check your credit
          and your identity as we did {home.borrowerName}&rsquo;s. This is a soft credit check: it
          does not affect your credit score.
        </p>
      )}
      <form noValidate onSubmit={onSubmit}>
        <DateOfBirthField
          name="dateOfBirth"
          legend="Your date of birth"
          hint="For example, 03 27 1985"
          error={step.errorFor('dateOfBirth')}
          partErrors={{
            month: step.errorFor('dateOfBirth.month'),
            day: step.errorFor('dateOfBirth.day'),
            year: step.errorFor('dateOfBirth.year'),
          }}
          inputs={{
            day: step.form.register('dateOfBirth.day'),
            month: step.form.register('dateOfBirth.month'),
            year: step.form.register('dateOfBirth.year'),
          }}
        />
        <AddressTypeahead
          control={step.form.control}
          name="address"
          label="Home address"
          hint="Where you live. Start typing the street address, then choose it from the list."
        />
        <SsnFormField
          control={step.form.control}
          hint="9 digits. We encrypt it and only ever show its last 4 digits."
          error={step.errorFor('ssn')}
        />
        <CreditAuthorizationNotice buttonLabel={BUTTON} />
        <FormActions commits busy={step.busy} note="Next: a photo of your ID.">
          {BUTTON}
        </FormActions>
      </form>
    </SignerScreen>
  );
}
