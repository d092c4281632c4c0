import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { accountDraft } from '../flow/account-draft';
import { answersStore } from '../flow/answers-store';
import { stepCaption } from '../flow/captions';
import { useRegistrationFlow } from '../flow/flow-context';
import type { FlowId } from '../flow/flow-definitions';
import { parseStep } from '../flow/parse-answers';
import { STEP_DEFAULTS } from '../flow/step-defaults';
import { stepSchema } from '../flow/step-schemas';
import { AccountConsentLabel } from './account-consent-label';
import { CreditAuthorizationNotice } from '@/components/credit-authorization-notice';
import { submitRegistration } from './submit-registration';
import { useServerErrorsFromNavigation } from './use-server-errors-from-navigation';
import { StepPage } from './step-page';

const HEADINGS: Record<FlowId, string> = {
  v2: 'Create your password',
  legacy: 'Create your login',
};
/** The button names its action; the spec's reassurance stands beside it. */
export const SUBMIT_LABEL = 'Agree and check my rate';
export const SUBMIT_NOTE = "Pre-qualification won't affect your credit score";
const SUMMARY_LABELS = {
  password: 'Password',
  confirmPassword: 'Confirm password',
  termPrivacyConsent: 'Terms of use and Privacy policy',
  communicationConsent: 'Electronic communications policy',
};

/**
 * Password, confirmation, the two required consents and the soft-pull authorisation; its
 * button registers the borrower and opens the application.
 */
export function SetPasswordStep() {
  const { flow } = useRegistrationFlow();
  const heading = HEADINGS[flow.id];
  const [setup] = useState(() => ({
    schema: stepSchema('account', {}),
    defaults: { ...STEP_DEFAULTS.account, ...accountDraft.get() },
    email: parseStep('contact', answersStore.readAll())?.email,
  }));
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm({
    schema: setup.schema,
    defaultValues: setup.defaults,
    title: heading,
    labels: SUMMARY_LABELS,
  });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => accountDraft.set(values),
      }),
    [form],
  );
  useServerErrorsFromNavigation('account', showServerErrors);
  const navigate = useNavigate();
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  return (
    <StepPage
      commits
      caption={stepCaption(flow.id, 'account')}
      heading={heading}
      intro={
        setup.email ? (
          <p>
            You will sign in with your email address,{' '}
            <strong className="break-all">{setup.email}</strong>, and this password.
          </p>
        ) : null
      }
      errorSummary={errorSummary}
      onSubmit={submitWith((values) =>
        submitRegistration({ flow, account: values, navigate, showHere: showServerErrors }),
      )}
      busy={busy}
      submitLabel={SUBMIT_LABEL}
      submitNote={SUBMIT_NOTE}
      notes={<CreditAuthorizationNotice buttonLabel={SUBMIT_LABEL} />}
    >
      <NewPasswordFields register={form.register} errorFor={errorFor} password={password} />
      <CheckboxField
        label={<AccountConsentLabel consent="termPrivacyConsent" />}
        error={errorFor('termPrivacyConsent')}
        {...form.register('termPrivacyConsent')}
      />
      <CheckboxField
        label={<AccountConsentLabel consent="communicationConsent" />}
        error={errorFor('communicationConsent')}
        {...form.register('communicationConsent')}
      />
    </StepPage>
  );
}
