import type { UseFormRegister } from 'react-hook-form';
import { TextLink } from '@/components/text-link';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

type SignInValues = { email: string; password: string };

interface SignInFieldsProps {
  register: UseFormRegister<SignInValues>;
  errorFor: (name: keyof SignInValues) => string | undefined;
  /** Where 'Forgot password?' leads: each sign-in page resets its own kind of account. */
  forgotPasswordTo: string;
  emailLabel?: string;
}

/** The e-mail and password of every sign-in page (borrower, signer, broker, operations). */
export function SignInFields({
  register,
  errorFor,
  forgotPasswordTo,
  emailLabel = 'Email',
}: SignInFieldsProps) {
  return (
    <>
      <TextField
        label={emailLabel}
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errorFor('email')}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errorFor('password')}
        {...register('password')}
      />
      <p className="-mt-2 mb-2">
        <TextLink to={forgotPasswordTo}>Forgot password?</TextLink>
      </p>
    </>
  );
}
