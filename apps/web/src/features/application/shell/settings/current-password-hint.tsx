import { TextLink } from '@/components/text-link';

/** Why the current password is asked for, and the way out for one who forgot it. */
export function CurrentPasswordHint() {
  return (
    <>
      To keep your account safe, confirm it is you.{' '}
      <TextLink to="/auth/forgot-password">Forgot password?</TextLink>
    </>
  );
}
