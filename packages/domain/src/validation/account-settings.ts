import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants/field-limits';
import { zEmail, zPhoneNumber } from './contact';
import { VALIDATION_MESSAGES as M } from './messages';
import { zConfirmPassword, zPassword } from './password';
import { whenValid } from './when-valid';

/*
 * The settings page (/dashboard/settings): each change is confirmed with the current password,
 * so a session left open on a shared computer cannot take the account over.
 */

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from your current one';
export const SAME_EMAIL_MESSAGE = 'This is already your email address';
export const SAME_PHONE_MESSAGE = 'This is already your mobile phone';

/** Verbatim, like the password it must match; the length cap only bounds the work. */
export const zCurrentPassword = z
  .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
  .min(1, { error: CURRENT_PASSWORD_REQUIRED_MESSAGE, abort: true })
  .max(TEXT_FIELD_MAX_LENGTH, { error: M.tooLong });

/** PUT /service-profile/api/v1/profile/email */
export const zChangeEmailRequest = z.object({
  email: zEmail,
  currentPassword: zCurrentPassword,
});
export type ChangeEmailRequest = z.output<typeof zChangeEmailRequest>;

/** PUT /service-profile/api/v1/profile/phone-number */
export const zChangePhoneRequest = z.object({
  phoneNumber: zPhoneNumber,
  currentPassword: zCurrentPassword,
});
export type ChangePhoneRequest = z.output<typeof zChangePhoneRequest>;

/** PUT /service-profile/api/v1/profile/password */
export const zChangePasswordRequest = z
  .object({
    currentPassword: zCurrentPassword,
    password: zPassword,
    confirmPassword: zConfirmPassword,
  })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    error: M.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenValid(['password'], ['confirmPassword']),
  })
  .refine(({ password, currentPassword }) => password !== currentPassword, {
    error: SAME_PASSWORD_MESSAGE,
    path: ['password'],
    when: whenValid(['password'], ['currentPassword']),
  });
export type ChangePasswordRequest = z.output<typeof zChangePasswordRequest>;

/** What the settings page shows and each change answers. */
export const zAccountSettings = z.object({
  email: z.string(),
  phoneNumber: z.string(),
});
export type AccountSettings = z.infer<typeof zAccountSettings>;
