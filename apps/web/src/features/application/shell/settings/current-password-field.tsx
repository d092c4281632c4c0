import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '@/components/form/password-field';
import { TextLink } from '@/components/text-link';

/**
 * The current password every change asks for, with why it is asked and the way out for one who
 * forgot it.
 */
export function CurrentPasswordField({
  error,
  ...registration
}: UseFormRegisterReturn & { error: string | undefined }) {
  return (
    <PasswordField
      label="Current password"
      hint={
        <>
          To keep your account safe, confirm it is you.{' '}
          <TextLink to="/auth/forgot-password">Forgot password?</TextLink>
        </>
      }
      toggleLabel="current password"
      autoComplete="current-password"
      error={error}
      {...registration}
    />
  );
}
