import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@openheloc/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

const SPECIALS = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');
const PASSWORD_RULES_HINT = `Use at least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and one of these special characters: ${SPECIALS}`;

type NewPasswordName = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  errorFor: (name: NewPasswordName) => string | undefined;
  /** What is typed in the password field now, for the strength meter. */
  password: string;
  /** 'New password' where one replaces another. */
  label?: string;
  confirmLabel?: string;
  /** What each Show toggle names; a page that also asks for the current password says 'new'. */
  toggleLabel?: string;
  confirmToggleLabel?: string;
  meterId?: string;
}

/**
 * A password chosen by the user: the field with the rules and the strength meter, then the
 * confirmation, as at sign-up, reset, a signer's invitation and the settings.
 */
export function NewPasswordFields({
  register,
  errorFor,
  password,
  label = 'Password',
  confirmLabel = 'Confirm password',
  toggleLabel = 'password',
  confirmToggleLabel = 'password confirmation',
  meterId = 'password-strength',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        hint={PASSWORD_RULES_HINT}
        toggleLabel={toggleLabel}
        autoComplete="new-password"
        describedByExtra={[meterId]}
        error={errorFor('password')}
        {...register('password')}
      />
      <PasswordStrengthMeter id={meterId} password={password} />
      <PasswordField
        label={confirmLabel}
        toggleLabel={confirmToggleLabel}
        autoComplete="new-password"
        error={errorFor('confirmPassword')}
        {...register('confirmPassword')}
      />
    </>
  );
}
