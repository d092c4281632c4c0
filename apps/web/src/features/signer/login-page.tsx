import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { SignInFields } from '@/components/form/sign-in-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { TextLink } from '@/components/text-link';
import { redirectUrlFrom } from '@/lib/auth/login-path';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { api } from '@/lib/api-client';
import { zLoginAnswer, zSignerLoginForm, type SignerLoginInput } from './login-schema';
import { SignerScreen } from './signer-screen';

const TITLE = 'Sign in to sign your documents';

/**
 * heloc-signer/login: an additional signer's own sign-in, with the password they set from their
 * invitation. Success continues where they left off.
 */
export function SignerLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    SignerLoginInput,
    SignerLoginInput
  >({
    schema: zSignerLoginForm,
    defaultValues: { email: '', password: '' },
    title: TITLE,
  });

  const onSubmit = submitWith(async (values) => {
    try {
      await api.request('/identity/api/v1/login', {
        method: 'POST',
        body: values,
        schema: zLoginAnswer,
      });
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    queryClient.clear();
    const back = redirectUrlFrom(searchParams);
    await navigate(back?.startsWith('/heloc-signer/') ? back : '/heloc-signer/resume', {
      replace: true,
    });
  });

  return (
    <SignerScreen title={TITLE} documentTitle={false} errorSummary={errorSummary}>
      <p className="mb-6">
        Use the e-mail address your invitation was sent to and the password you chose.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <SignInFields
          register={form.register}
          errorFor={errorFor}
          forgotPasswordTo="/auth/forgot-password"
        />
        <FormActions busy={busy}>Sign in</FormActions>
      </form>
      <div className="mt-10 space-y-3 border-t border-line pt-6">
        <p>Have not set a password yet? Open the link in your invitation e-mail.</p>
        <p>
          Trouble signing in? <TextLink to="/register/support">Contact support</TextLink>
        </p>
      </div>
    </SignerScreen>
  );
}
