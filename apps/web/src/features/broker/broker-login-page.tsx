import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { SignInFields } from '@/components/form/sign-in-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { zLoginForm, type LoginFormInput } from '@/features/auth/login-schema';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { redirectUrlFrom } from '@/lib/auth/login-path';
import { tokenStore } from '@/lib/auth/token';
import { telemetry } from '@/lib/telemetry/telemetry';
import { brokerLogIn, fetchIdentityBrokerUser, fetchLegacyIdentity } from './broker-api';
import { decideBrokerLogin } from './broker-login-decision';

const TITLE = 'Broker sign in';

/**
 * Brokers and their agents sign in through the identity broker. After the credential comes back
 * the spec's decision runs: a broker user goes where the identity broker says (their list of
 * referred applications), a borrower account to the dashboard, and neither is 'User not found'.
 */
export function BrokerLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    LoginFormInput,
    LoginFormInput
  >({
    schema: zLoginForm,
    defaultValues: { email: '', password: '' },
    title: TITLE,
  });

  const onSubmit = submitWith(async (values) => {
    const trackingId = await telemetry.getSession().then(
      (session) => session.trackerUuid,
      () => undefined,
    );
    const redirectUrl = redirectUrlFrom(searchParams);
    let destination: string;
    try {
      const answer = await brokerLogIn(values, {
        ...(redirectUrl ? { redirectUrl } : {}),
        ...(trackingId ? { trackingId } : {}),
      });
      destination = answer.redirect;
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    queryClient.clear();
    try {
      const path = await decideBrokerLogin(
        () => fetchIdentityBrokerUser('agent'),
        () => fetchLegacyIdentity(),
      );
      await navigate(path === 'broker' ? destination : '/dashboard', { replace: true });
    } catch (error) {
      tokenStore.clear();
      showServerErrors([], error instanceof Error ? error.message : undefined);
    }
  });

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      {errorSummary}
      <PageHeading caption="Brokers and loan officers">{TITLE}</PageHeading>
      <p className="mb-6">Sign in to follow the applications of the borrowers you referred.</p>
      <form noValidate onSubmit={onSubmit}>
        <SignInFields
          register={form.register}
          errorFor={errorFor}
          forgotPasswordTo="/auth/forgot-password"
        />
        <FormActions busy={busy}>Sign in</FormActions>
      </form>
      <p className="mt-10 border-t border-line pt-6">
        Applying for a line of credit? <TextLink to="/auth/login">Sign in as a borrower</TextLink>
      </p>
    </div>
  );
}
