import {
  FORGOT_PASSWORD_PAGE,
  zResetPasswordForm,
  type ResetPasswordForm,
} from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormActions } from '@/components/form/form-actions';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { checkResetLink, completeReset, resetFailureFrom } from './password-reset-requests';

const TITLE = 'Choose a new password';

/**
 * The page a reset link opens: it checks the link first (an expired, used or forged one gets its
 * reason and a way to ask for another), then takes the new password with the product's rules.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<
    | { kind: 'refused'; message: string }
    | { kind: 'done'; message: string; signInPath: string }
    | null
  >(null);
  const check = useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });

  if (outcome?.kind === 'done') {
    return (
      <Outcome title="Password changed">
        <p className="mb-6" role="status">
          {outcome.message}
        </p>
        <TextLink to={outcome.signInPath}>Sign in</TextLink>
      </Outcome>
    );
  }
  const refusal =
    outcome?.kind === 'refused'
      ? outcome.message
      : check.isError
        ? (resetFailureFrom(check.error).linkMessage ?? resetFailureFrom(check.error).formMessage)
        : undefined;
  if (refusal !== undefined) {
    return (
      <Outcome title="This link cannot be used">
        <p className="mb-6">{refusal}</p>
        <TextLink to={FORGOT_PASSWORD_PAGE}>Request a new link</TextLink>
      </Outcome>
    );
  }
  if (check.isPending) return <FullScreenLoader active label="Checking your link" />;
  return (
    <NewPasswordForm
      token={token}
      onRefused={(message) => setOutcome({ kind: 'refused', message })}
      onDone={(message, signInPath) => setOutcome({ kind: 'done', message, signInPath })}
    />
  );
}

function NewPasswordForm({
  token,
  onRefused,
  onDone,
}: {
  token: string;
  onRefused: (message: string) => void;
  onDone: (message: string, signInPath: string) => void;
}) {
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    ResetPasswordForm,
    ResetPasswordForm
  >({
    schema: zResetPasswordForm,
    defaultValues: { password: '', confirmPassword: '' },
    title: TITLE,
    labels: { password: 'New password', confirmPassword: 'Confirm new password' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = submitWith(async (values) => {
    try {
      const answer = await completeReset({ token, ...values });
      onDone(answer.message, answer.signInPath ?? '/auth/login');
    } catch (error) {
      const failure = resetFailureFrom(error);
      if (failure.linkMessage) onRefused(failure.linkMessage);
      else showServerErrors(failure.fieldErrors, failure.formMessage);
    }
  });

  return (
    <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      {errorSummary}
      <PageHeading caption="Reset your password">{TITLE}</PageHeading>
      <p className="mb-6">
        Your new password replaces the old one, and every device signed in to your account is signed
        out.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          register={form.register}
          errorFor={errorFor}
          password={password}
          label="New password"
          confirmLabel="Confirm new password"
        />
        <FormActions busy={busy}>Change password</FormActions>
      </form>
    </div>
  );
}

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.querySelector('h1')?.focus();
  }, [title]);
  return (
    <div ref={frame} className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6 sm:py-16">
      <PageHeading caption="Reset your password">{title}</PageHeading>
      {children}
    </div>
  );
}
