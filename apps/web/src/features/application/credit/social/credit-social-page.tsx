import type { CreditSsnRequest } from '@openheloc/domain';
import { Button } from '@/components/button';
import { FORM_SUBMIT_ID } from '@/components/form/form-actions';
import { useStepForm } from '@/components/form/use-step-form';
import { useApplicationMutation } from '@/features/application/routing/use-application-mutation';
import { ApplicationScreen } from '@/features/application/shell/application-screen';
import { formErrorsOf } from '@/features/application/start/form-errors';
import { CREDIT_CAPTION } from '../credit-caption';
import { SsnFormField } from '@/components/form/ssn-field';
import { zSsnForm, type SsnFormInput, type SsnFormOutput } from './ssn-schema';

const TITLE = 'What is your Social Security number?';
const FIELDS = ['ssn'] as const;

/**
 * The soft pull found no credit file with the name, birth date and address (CREDIT_NO_MATCH):
 * the SSN lets the bureau find it. Sending it runs the pull again under the processing modal,
 * then the borrower moves on to wherever the new answer leads.
 */
export function CreditSocialPage() {
  const ssn = useApplicationMutation<CreditSsnRequest>('/credit/ssn');
  const step = useStepForm<SsnFormInput, SsnFormOutput>({
    schema: zSsnForm,
    defaultValues: { ssn: '' },
    title: TITLE,
  });

  const onSubmit = step.submitWith(async (values) => {
    const outcome = await ssn.submit({ ssn: values.ssn });
    if (outcome.kind === 'done') return;
    const errors = formErrorsOf(outcome, FIELDS);
    if (errors) step.showServerErrors(errors.fieldErrors, errors.formMessage);
  });

  return (
    <ApplicationScreen
      caption={CREDIT_CAPTION}
      title={TITLE}
      documentTitle={false}
      errorSummary={step.errorSummary}
      onSubmit={onSubmit}
      actions={
        <Button id={FORM_SUBMIT_ID} busy={step.busy || ssn.isPending}>
          Continue
        </Button>
      }
    >
      <div className="mb-6 space-y-3">
        <p>
          We couldn't find your credit file with your name, date of birth and address alone. Your
          Social Security number lets the credit bureau find the right file.
        </p>
        <p>This is still a soft credit check: it won't affect your credit score.</p>
      </div>
      <SsnFormField
        control={step.form.control}
        hint="9 digits. Only the last 4 show once you move on."
        error={step.errorFor('ssn')}
      />
      <section aria-labelledby="ssn-why" className="rounded-lg bg-brand-50 p-4">
        <h2 id="ssn-why" className="text-lg font-semibold">
          Why we ask, and how we keep it safe
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li>The credit bureau uses it to find your credit report and make sure it's yours.</li>
          <li>We encrypt it before we store it, and we only ever show its last 4 digits.</li>
          <li>We share it only with the credit bureau, and where the law requires.</li>
        </ul>
      </section>
    </ApplicationScreen>
  );
}
