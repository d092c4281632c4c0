import { z } from 'zod';
import { zCurrentPassword } from './account-settings';

/*
 * Two-factor sign-in: a code from an authenticator app (RFC 6238), or one of ten recovery codes.
 * Optional for borrowers (the settings page), required for operations users.
 */

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'The code you entered is incorrect or has already been used',
  challengeExpired: 'Your sign-in has timed out. Please sign in again.',
  breachedPassword:
    'This password has appeared in a data breach, so it is not safe to use. Choose a different password.',
} as const;

/** Recovery codes are 10 letters and digits, written in two groups of 5 ('abcde-23456'). */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** What people type: spaces anywhere are dropped and letters read in either case. */
export const zSecondFactorCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s/g, '').toLowerCase())
  .check(
    z.minLength(1, { error: SECOND_FACTOR_MESSAGES.codeRequired, abort: true }),
    z.refine((code) => /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code), {
      error: SECOND_FACTOR_MESSAGES.codeFormat,
    }),
  );

/** Setting up and regenerating take only an authenticator code, not a recovery code. */
export const zAuthenticatorCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s/g, ''))
  .check(
    z.minLength(1, { error: SECOND_FACTOR_MESSAGES.codeRequired, abort: true }),
    z.regex(/^\d{6}$/, { error: SECOND_FACTOR_MESSAGES.codeRequired }),
  );

/** The second step of a sign-in: the challenge the password step answered, and the code. */
export const zSecondFactorLoginRequest = z.object({
  challenge: z.string().min(1).max(2048),
  code: zSecondFactorCode,
});
export type SecondFactorLoginRequest = z.output<typeof zSecondFactorLoginRequest>;

/**
 * The password was right but a second step remains: CODE asks for a code, SETUP (operations users
 * without an authenticator) for setting one up first. The challenge lasts 5 minutes.
 */
export const zSecondFactorChallenge = z.object({
  challenge: z.string(),
  secondFactor: z.enum(['CODE', 'SETUP']),
});
export type SecondFactorChallenge = z.infer<typeof zSecondFactorChallenge>;

/** A new authenticator: the QR code (SVG) of the otpauth:// URI, and the secret to type in. */
export const zAuthenticatorSetup = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof zAuthenticatorSetup>;

export const zConfirmAuthenticatorRequest = z.object({ code: zAuthenticatorCode });
export const zRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof zRecoveryCodes>;

export const zTwoFactorStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof zTwoFactorStatus>;

/** Turning it off takes both: a stolen session alone, or a stolen phone alone, cannot. */
export const zDisableTwoFactorRequest = z.object({
  currentPassword: zCurrentPassword,
  code: zSecondFactorCode,
});
export type DisableTwoFactorRequest = z.output<typeof zDisableTwoFactorRequest>;
