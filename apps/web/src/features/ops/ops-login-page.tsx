import { zOpsLoginRequest, type OpsLoginRequest } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { SignInFields } from '@/components/form/sign-in-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { opsLoginDestination } from '@/lib/ops-auth/ops-paths';
import { opsLogIn } from '@/lib/ops-auth/ops-session';
import { OPS_USER_QUERY_KEY } from '@/lib/ops-auth/use-ops-user';

const TITLE = 'Sign in to operations';

/**
 * Sign-in for underwriters, notaries and chat agents, apart from the borrowers' login: the
 * session it opens works on operations screens only.
 */
export function OpsLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    OpsLoginRequest,
    OpsLoginRequest
  >({
    schema: zOpsLoginRequest,
    defaultValues: { email: '', password: '' },
    title: TITLE,
  });

  const onSubmit = submitWith(async (values) => {
    try {
      const user = await opsLogIn(values);
      queryClient.clear();
      queryClient.setQueryData(OPS_USER_QUERY_KEY, user);
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    await navigate(opsLoginDestination(searchParams), { replace: true });
  });

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
