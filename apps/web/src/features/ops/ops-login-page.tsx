import {
  zOpsLoginRequest,
  type AuthenticatorSetup,
  type OpsLoginRequest,
  type OpsSignedIn,
} from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { SignInFields } from '@/components/form/sign-in-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { opsLoginDestination } from '@/lib/ops-auth/ops-paths';
import {
  keepOpsSession,
  opsAuthenticatorSetup,
  opsConfirmAuthenticator,
  opsLogIn,
  opsSecondFactor,
} from '@/lib/ops-auth/ops-session';
import { AuthenticatorSetupPanel } from '@/components/second-factor/authenticator-setup-panel';
import { RecoveryCodesPanel } from '@/components/second-factor/recovery-codes-panel';
import { SecurityCodeForm } from '@/components/second-factor/security-code-form';
import { OpsNewPasswordForm } from './ops-new-password-form';
import { OPS_USER_QUERY_KEY } from '@/lib/ops-auth/use-ops-user';

const TITLE = 'Sign in to operations';
const CODE_TITLE = 'Enter your security code';
const SETUP_TITLE = 'Set up two-factor sign-in';
const NEW_PASSWORD_TITLE = 'Choose a new password';

/** After the password: the code, or first the authenticator; then the codes; then a new password. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'setup'; challenge: string; setup: AuthenticatorSetup }
  | { kind: 'recovery-codes'; codes: string[]; passwordExpired: boolean }
  | { kind: 'new-password' };

/**
 * Sign-in for underwriters, notaries and chat agents, apart from the borrowers' login: the
 * session it opens works on operations screens only.
 */
export function OpsLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    OpsLoginRequest,
    OpsLoginRequest
  >({
    schema: zOpsLoginRequest,
    defaultValues: { email: '', password: '' },
    title: TITLE,
  });

  const goOn = () => navigate(opsLoginDestination(searchParams), { replace: true });
  const signedIn = async (session: OpsSignedIn) => {
    queryClient.clear();
    queryClient.setQueryData(OPS_USER_QUERY_KEY, keepOpsSession(session));
    if (session.passwordExpired) setStep({ kind: 'new-password' });
    else await goOn();
  };

  const onSubmit = submitWith(async (values) => {
    try {
      const answer = await opsLogIn(values);
      if ('token' in answer) {
        await signedIn(answer);
      } else if (answer.secondFactor === 'CODE') {
        setStep({ kind: 'code', challenge: answer.challenge });
      } else {
        const setup = await opsAuthenticatorSetup(answer.challenge);
        setStep({ kind: 'setup', challenge: answer.challenge, setup });
      }
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
    }
  });

  if (step.kind === 'code') {
    return (
      <OpsStep title={CODE_TITLE}>
        <p className="mb-6">Operations sign-in needs the code from your authenticator app.</p>
        <SecurityCodeForm
          title={CODE_TITLE}
          allowRecoveryCode
          onCode={async (code) =>
            signedIn(await opsSecondFactor({ challenge: step.challenge, code }))
          }
        />
      </OpsStep>
    );
  }
  if (step.kind === 'setup') {
    return (
      <OpsStep title={SETUP_TITLE}>
        <p className="mb-6">
          Operations staff sign in with a password and a code from an authenticator app. Set up the
          app now; you need it every time you sign in.
        </p>
        <AuthenticatorSetupPanel
          title={SETUP_TITLE}
          setup={step.setup}
          onCode={async (code) => {
            const confirmed = await opsConfirmAuthenticator({ challenge: step.challenge, code });
            queryClient.clear();
            queryClient.setQueryData(OPS_USER_QUERY_KEY, keepOpsSession(confirmed));
            setStep({
              kind: 'recovery-codes',
              codes: confirmed.recoveryCodes,
              passwordExpired: confirmed.passwordExpired,
            });
          }}
        />
      </OpsStep>
    );
  }
  if (step.kind === 'recovery-codes') {
    return (
      <OpsStep title="Two-factor sign-in is on">
        <RecoveryCodesPanel
          codes={step.codes}
          onDone={() => {
            if (step.passwordExpired) setStep({ kind: 'new-password' });
            else void goOn();
          }}
        />
      </OpsStep>
    );
  }
  if (step.kind === 'new-password') {
    return (
      <OpsStep title={NEW_PASSWORD_TITLE}>
        <p className="mb-6">
          Your password was reset by an administrator, or it has appeared in a data breach. Choose a
          new one before you go on.
        </p>
        <OpsNewPasswordForm title={NEW_PASSWORD_TITLE} onChanged={goOn} />
      </OpsStep>
    );
  }

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      {errorSummary}
      <PageHeading caption="Operations">{TITLE}</PageHeading>
      <p className="mb-6">
        For lender staff: underwriters, notaries and chat agents. Borrowers sign in on the
        application&apos;s own page.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <SignInFields
          register={form.register}
          errorFor={errorFor}
          forgotPasswordTo="/auth/forgot-password?for=ops"
          emailLabel="Work email"
        />
        <FormActions busy={busy}>Sign in</FormActions>
      </form>
    </div>
  );
}

function OpsStep({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading caption="Operations">{title}</PageHeading>
      {children}
    </div>
  );
}
