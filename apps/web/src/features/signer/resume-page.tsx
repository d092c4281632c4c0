import { VALIDATION_MESSAGES as M, zConfirmPassword, zPassword } from '@openheloc/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormActions } from '@/components/form/form-actions';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { useStepForm } from '@/components/form/use-step-form';
import { TextLink } from '@/components/text-link';
import { loginFailureFrom } from '@/lib/auth/login-errors';
import { tokenStore } from '@/lib/auth/token';
import { SESSION_STORAGE_KEYS, sessionStore } from '@/lib/storage';
import { nextSignerPath } from './next-step';
import { acceptInvitation, fetchSignerHome, previewInvitation, useSignerHome } from './signer-api';
import { SignerScreen } from './signer-screen';

const TITLE = 'Create your password';
const zSetPassword = z
  .object({ password: zPassword, confirmPassword: zConfirmPassword })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
  });
type SetPasswordInput = z.input<typeof zSetPassword>;

/**
 * The invitation token from the link's fragment (never sent to a server by the browser), kept
 * for the tab until the password is set: out of the address bar and the history, a page that
 * mounts again still has it.
 */
function takeInvitationToken(): string | null {
  const match = /(?:^#|&)invitation=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (match?.[1]) {
    sessionStore.set(SESSION_STORAGE_KEYS.signerInvitation, match[1]);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return sessionStore.get(SESSION_STORAGE_KEYS.signerInvitation);
}

const forgetInvitationToken = () => sessionStore.remove(SESSION_STORAGE_KEYS.signerInvitation);

/**
 * heloc-signer/resume: from the invitation link, the signer sets their password; signed in
 * already, they continue where they left off; otherwise they sign in.
 */
export function ResumePage() {
  const [token] = useState(takeInvitationToken);
  if (token) return <SetPasswordPage token={token} />;
  if (!tokenStore.authorization()) return <Navigate to="/heloc-signer/login" replace />;
  return <ContinuePage />;
}

function ContinuePage() {
  const home = useSignerHome();
  if (home.data) return <Navigate to={nextSignerPath(home.data)} replace />;
  return (
    <SignerScreen title="Your documents">
      {home.isError ? <p role="alert">{home.error.message}</p> : <p role="status">Loading…</p>}
    </SignerScreen>
  );
}

function SetPasswordPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once used, the link is not asked about again (the next page may take a moment to load).
  const [used, setUsed] = useState(false);
  const preview = useQuery({
    queryKey: ['heloc-signer', 'invitation', token],
    queryFn: () => previewInvitation(token),
    retry: false,
    staleTime: Infinity,
    enabled: !used,
  });
  const { form, errorFor, errorSummary, submitWith, showServerErrors, busy } = useStepForm<
    SetPasswordInput,
    z.output<typeof zSetPassword>
  >({
    schema: zSetPassword,
    defaultValues: { password: '', confirmPassword: '' },
    title: TITLE,
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  const onSubmit = submitWith(async (values) => {
    try {
      await acceptInvitation({ token, ...values });
      setUsed(true);
      forgetInvitationToken();
    } catch (error) {
      const failure = loginFailureFrom(error);
      showServerErrors(failure.fieldErrors, failure.formMessage);
      return;
    }
    // A co-borrower starts with their checks, a co-deeder with the introduction.
    const home = await fetchSignerHome().catch(() => null);
    // Nothing cached for another session on this browser may show to the signer.
    queryClient.clear();
    await navigate(home ? nextSignerPath(home) : '/heloc-signer/intro', { replace: true });
  });

  if (preview.isPending) {
    return (
      <SignerScreen title={TITLE}>
        <p role="status">Checking your invitation…</p>
      </SignerScreen>
    );
  }
  if (preview.isError) {
    forgetInvitationToken();
    return (
      <SignerScreen title="This invitation link cannot be used">
        <p role="alert" className="mb-6">
          {preview.error.message}
        </p>
        <p>
          Already set your password? <TextLink to="/heloc-signer/login">Sign in</TextLink>
        </p>
      </SignerScreen>
    );
  }
  const { firstName, email, borrowerName } = preview.data;
  return (
    <SignerScreen title={TITLE} documentTitle={false} errorSummary={errorSummary}>
      <p className="mb-4">
        Hello {firstName}. {borrowerName} has asked you to sign documents for their home equity line
        of credit, as an owner of the home.
      </p>
      <p className="mb-6">
        You will sign in with your e-mail address,{' '}
        <strong className="[overflow-wrap:anywhere]">{email}</strong>, and this password.
      </p>
      <form noValidate onSubmit={onSubmit}>
        <NewPasswordFields register={form.register} errorFor={errorFor} password={password} />
        <FormActions busy={busy}>Create password and continue</FormActions>
      </form>
    </SignerScreen>
  );
}
