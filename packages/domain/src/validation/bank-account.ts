import { z } from 'zod';

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

export const ROUTING_NUMBER_REQUIRED_MESSAGE = 'Please enter your routing number';
export const ROUTING_NUMBER_FORMAT_MESSAGE = 'Routing number must be 9 digits';
export const ROUTING_NUMBER_INVALID_MESSAGE =
  'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check';
export const ACCOUNT_NUMBER_REQUIRED_MESSAGE = 'Please enter your account number';
export const ACCOUNT_NUMBER_FORMAT_MESSAGE = 'Account number must be 4 to 17 digits';
export const ACCOUNT_NUMBER_CONFIRMATION_REQUIRED_MESSAGE =
  'Please enter your account number again';
export const ACCOUNT_NUMBERS_DIFFER_MESSAGE = 'The account numbers don’t match';

/**
 * An ABA routing number: nine digits, a Federal Reserve prefix (00-12, 21-32, 61-72, 80) and a
 * weighted checksum (3-7-1) divisible by ten.
 */
export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  const prefixOk =
    prefix <= 12 ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  const sum = [...value].reduce((acc, digit, i) => acc + Number(digit) * (ABA_WEIGHTS[i] ?? 0), 0);
  return prefixOk && sum % 10 === 0;
}

/** Spaces and dashes as typed or pasted are dropped. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export const zRoutingNumber = z
  .string({ error: ROUTING_NUMBER_REQUIRED_MESSAGE })
  .transform(digitsOf)
  .pipe(
    z
      .string()
      .min(1, ROUTING_NUMBER_REQUIRED_MESSAGE)
      .regex(/^\d{9}$/, ROUTING_NUMBER_FORMAT_MESSAGE)
      .refine(isValidAbaRoutingNumber, ROUTING_NUMBER_INVALID_MESSAGE),
  );

export const zAccountNumber = z
  .string({ error: ACCOUNT_NUMBER_REQUIRED_MESSAGE })
  .transform(digitsOf)
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_NUMBER_REQUIRED_MESSAGE)
      .regex(/^\d{4,17}$/, ACCOUNT_NUMBER_FORMAT_MESSAGE),
  );

/** A checking account typed by the borrower: routing number, and the account number twice. */
export const zCheckingAccountInput = z
  .object({
    routingNumber: zRoutingNumber,
    accountNumber: zAccountNumber,
    accountNumberConfirmation: z
      .string({ error: ACCOUNT_NUMBER_CONFIRMATION_REQUIRED_MESSAGE })
      .transform(digitsOf)
      .pipe(z.string().min(1, ACCOUNT_NUMBER_CONFIRMATION_REQUIRED_MESSAGE)),
  })
  .refine((account) => account.accountNumber === account.accountNumberConfirmation, {
    path: ['accountNumberConfirmation'],
    error: ACCOUNT_NUMBERS_DIFFER_MESSAGE,
  });
export type CheckingAccountInput = z.input<typeof zCheckingAccountInput>;
export type CheckingAccount = z.output<typeof zCheckingAccountInput>;
