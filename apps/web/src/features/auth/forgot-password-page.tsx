import { zForgotPasswordRequest, type ForgotPasswordRequest } from '@openheloc/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { TextField } from '@/components/form/text-field';
import { useStepForm } from '@/components/form/use-step-form';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { requestResetLink, resetFailureFrom } from './password-reset-requests';

const TITLE = 'Reset your password';
const SENT_TITLE = 'Check your email';

/**
 * 'Forgot password?' (a borrower's, or with ?for=ops an operations user's): the e-mail, then a 'Check your email' confirmation that says the same
 * whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  // Operations staff come from their own sign-in page, with ?for=ops.
  const forOps = useSearchParams()[0].get('for') === 'ops';
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ForgotPasswordRequest,
    ForgotPasswordRequest
  >({
    schema: zForgotPasswordRequest,
    defaultValues: { email: '' },
    title: sent ? SENT_TITLE : TITLE,
  });

  const onSubmit = submitWith(async (values) => {
    try {
      const answer = await requestResetLink(values.email, forOps);
      setSent({ email: values.email, message: answer.message });
    } catch (error) {
      const failure = resetFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
    }
  });

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      {sent ? (
        <CheckYourEmail email={sent.email} message={sent.message} />
      ) : (
        <>
          {errorSummary}
          <PageHeading caption="Forgot password?">{TITLE}</PageHeading>
          <p className="mb-6">
            Enter the email address you sign in with. We will send it a link to choose a new
            password.
          </p>
          <form noValidate onSubmit={onSubmit}>
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errorFor('email')}
              {...form.register('email')}
            />
            <FormActions busy={busy}>Send reset link</FormActions>
          </form>
        </>
      )}
      <p className="mt-10 border-t border-line pt-6">
        Remembered it? <TextLink to={forOps ? '/ops/login' : '/auth/login'}>Sign in</TextLink>
      </p>
    </div>
  );
}

function CheckYourEmail({ email, message }: { email: string; message: string }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.querySelector('h1')?.focus();
  }, []);
  return (
    <div ref={heading}>
      <PageHeading caption="Forgot password?">{SENT_TITLE}</PageHeading>
      <p className="mb-4" role="status">
        {message}
      </p>
      <p className="mb-4">
        We sent it to <strong className="break-all">{email}</strong> if that address has an account.
        The email may take a few minutes to arrive; check your spam folder too.
      </p>
    </div>
  );
}
