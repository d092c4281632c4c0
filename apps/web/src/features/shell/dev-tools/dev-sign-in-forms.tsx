import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { PasswordField } from '@/components/form/password-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { zLoginForm } from '@/features/auth/login-schema';
import { devSignInWithJwt, devSignInWithPassword, type DevSignInResult } from './dev-sign-in';

type Errors = Partial<Record<'devEmail' | 'devPassword' | 'devJwt', string>>;

/**
 * The developer toolbar's sign-in (spec: by e-mail and password, or by JWT). A success clears
 * what was cached for the earlier session and opens the dashboard; a failure says so in the
 * spec's words.
 */
export function DevSignInForms({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'password' | 'jwt' | null>(null);

  const finish = async (result: DevSignInResult) => {
    setFailure(result.ok ? null : result.message);
    if (!result.ok) return;
    queryClient.clear();
    onSignedIn(result.email);
    await navigate('/dashboard');
  };

  const withPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = zLoginForm.safeParse({
      email: data.get('devEmail'),
      password: data.get('devPassword'),
    });
    if (!parsed.success) {
      const issue = (field: string) =>
        parsed.error.issues.find((item) => item.path[0] === field)?.message;
      setErrors({ devEmail: issue('email'), devPassword: issue('password') });
      return;
    }
    setErrors({});
    setBusy('password');
    const result = await devSignInWithPassword(parsed.data);
    setBusy(null);
    await finish(result);
  };

  const withJwt = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const jwt = String(new FormData(event.currentTarget).get('devJwt') ?? '').trim();
    if (!jwt) {
      setErrors({ devJwt: 'Required' });
      return;
    }
    setErrors({});
    setBusy('jwt');
    const result = await devSignInWithJwt(jwt);
    setBusy(null);
    await finish(result);
  };

  return (
    <div className="mt-3 border-t border-line pt-3">
      <h3 className="mb-2 font-semibold">Sign in</h3>
      <form noValidate onSubmit={(event) => void withPassword(event)}>
        <TextField
          name="devEmail"
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.devEmail}
        />
        <PasswordField name="devPassword" label="Password" error={errors.devPassword} />
        <Button type="submit" variant="secondary" busy={busy === 'password'}>
          Sign in with e-mail and password
        </Button>
      </form>
      <form noValidate className="mt-3" onSubmit={(event) => void withJwt(event)}>
        <TextAreaField
          name="devJwt"
          label="JWT"
          rows={2}
          spellCheck={false}
          error={errors.devJwt}
        />
        <Button type="submit" variant="secondary" busy={busy === 'jwt'}>
          Sign in with a JWT
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="mt-2 font-semibold text-error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
