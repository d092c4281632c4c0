import { FORGOT_PASSWORD_PAGE } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { SignInFields } from '@/components/form/sign-in-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { loginDestination } from './login-destination';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import {
  forgetSignInReturn,
  rememberedSignInReturn,
  SESSION_EXPIRED_MESSAGE,
} from '@/lib/auth/sign-in-return';
import { logIn, logInWithCode } from './login-request';
import { SecurityCodeForm } from '@/components/second-factor/security-code-form';
import { zLoginForm, type LoginFormInput } from './login-schema';
import { CHECK_YOUR_RATE_PATH } from '@/lib/check-your-rate-path';

const TITLE = 'Sign in';
const noSubscription = () => () => undefined;
const CODE_TITLE = 'Enter your security code';
/** A password found in a breach list is changed before anything else. */
const CHANGE_PASSWORD_PATH = '/dashboard/settings/password';

/**
 * The fallback sign-in: e-mail and password. Success goes back to the page that asked for it
 * (when redirectUrl is allowed) or to the dashboard; a refusal shows the server's words.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  // The page is also rendered on the server, which cannot know: the tab's storage says after.
  const expired = useSyncExternalStore(
    noSubscription,
    () => rememberedSignInReturn(window.location.search)?.expired === true,
    () => false,
  );
  const [challenge, setChallenge] = useState<string | null>(null);
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    LoginFormInput,
    LoginFormInput
  >({
    schema: zLoginForm,
    defaultValues: { email: '', password: '' },
    title: TITLE,
  });

  const signedIn = async ({ passwordExpired }: { passwordExpired: boolean }) => {
    // Nothing cached for an earlier session may show to this one.
    queryClient.clear();
    const destination = loginDestination(searchParams);
    forgetSignInReturn();
    await navigate(passwordExpired ? CHANGE_PASSWORD_PATH : destination, { replace: true });
  };

  const onSubmit = submitWith(async (values) => {
    let answer;
    try {
      answer = await logIn(values);
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    if ('jwt' in answer) await signedIn(answer);
    else setChallenge(answer.challenge);
  });

  if (challenge !== null) {
    return (
      <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
        <PageHeading caption="Two-factor sign-in">{CODE_TITLE}</PageHeading>
        <p className="mb-6">Open your authenticator app and enter the code it shows.</p>
        <SecurityCodeForm
          title={CODE_TITLE}
          allowRecoveryCode
          onCode={async (code) => signedIn(await logInWithCode({ challenge, code }))}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      {errorSummary}
      <PageHeading caption="Welcome back">{TITLE}</PageHeading>
      {expired ? (
        <p role="status" className="mb-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
          {SESSION_EXPIRED_MESSAGE}
        </p>
      ) : null}
      <p className="mb-6">Sign in to continue your application or manage your line of credit.</p>
      <form noValidate onSubmit={onSubmit}>
        <SignInFields
          register={form.register}
          errorFor={errorFor}
          forgotPasswordTo={FORGOT_PASSWORD_PAGE}
        />
        <FormActions busy={busy}>Sign in</FormActions>
      </form>
      <div className="mt-10 space-y-3 border-t border-line pt-6">
        <p>
          New here? <TextLink to={CHECK_YOUR_RATE_PATH}>Check your rate</TextLink> without affecting
          your credit score.
        </p>
        <p>
          Trouble signing in? <TextLink to="/register/support">Contact support</TextLink>
        </p>
      </div>
    </div>
  );
}
