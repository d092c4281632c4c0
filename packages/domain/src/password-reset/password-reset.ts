import { z } from 'zod';
import { zConfirmPassword, zPassword } from '../validation/password';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { zEmail } from '../validation/contact';
import { whenValid } from '../validation/when-valid';

/** A reset link works once, for 30 minutes. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

export const PASSWORD_RESET_MESSAGES = {
  /** The same answer whether or not the e-mail has an account. */
  sent: 'If an account exists for that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.',
  expired: 'This password reset link has expired. Request a new one.',
  used: 'This password reset link has already been used. Request a new one.',
  invalid: 'This password reset link is not valid. Request a new one.',
  tooMany: 'Too many requests. Please try again later.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;

export type ResetTokenState = 'valid' | 'expired' | 'used' | 'invalid';

/** What a stored reset token allows at `now`; `null` is a token nobody issued (forged). */
export function resetTokenState(
  token: { expiresAt: Date; usedAt: Date | null } | null,
  now: Date,
): ResetTokenState {
  if (token === null) return 'invalid';
  if (token.usedAt !== null) return 'used';
  return now.getTime() < token.expiresAt.getTime() ? 'valid' : 'expired';
}

/** The message for a link that cannot be used. */
export function resetTokenMessage(state: Exclude<ResetTokenState, 'valid'>): string {
  return PASSWORD_RESET_MESSAGES[state];
}

/** The token in the link: 32 random bytes, base64url (43 characters). */
export const zResetToken = z
  .string({ error: PASSWORD_RESET_MESSAGES.invalid })
  .length(43, { error: PASSWORD_RESET_MESSAGES.invalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: PASSWORD_RESET_MESSAGES.invalid });

export const zForgotPasswordRequest = z.object({ email: zEmail });
export type ForgotPasswordRequest = z.input<typeof zForgotPasswordRequest>;

export const zResetPasswordForm = z
  .object({ password: zPassword, confirmPassword: zConfirmPassword })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenValid(['confirmPassword']),
  });
export type ResetPasswordForm = z.input<typeof zResetPasswordForm>;

export const zResetPasswordRequest = z.intersection(
  z.object({ token: zResetToken }),
  zResetPasswordForm,
);
export type ResetPasswordRequest = z.input<typeof zResetPasswordRequest>;

export const zResetTokenCheck = z.object({ token: zResetToken });

export const zPasswordResetAnswer = z.object({
  message: z.string(),
  /** After a reset: the sign-in page of the account (the borrower's or the signer's), in the app. */
  signInPath: z.string().optional(),
});
export type PasswordResetAnswer = z.infer<typeof zPasswordResetAnswer>;

export const PASSWORD_RESET_PATHS = {
  request: '/identity/api/v1/password-reset/request',
  /** An operations user's request; checking and completing the link are shared. */
  opsRequest: '/ops/api/v1/auth/password-reset/request',
  check: '/identity/api/v1/password-reset/check',
  complete: '/identity/api/v1/password-reset/complete',
} as const;

/** The reset page in the app (under the router's base path). */
export const RESET_PASSWORD_PAGE = '/auth/reset-password';
export const FORGOT_PASSWORD_PAGE = '/auth/forgot-password';
