import { z } from 'zod';

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

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
  const sum = [...value].reduce((acc, digit, i) => acc + Number(digit) * (WEIGHTS[i] ?? 0), 0);
  return prefixOk && sum % 10 === 0;
}

export const zAbaRoutingNumber = z
  .string()
  .regex(/^\d{9}$/, 'routing number must be 9 digits')
  .refine(isValidAbaRoutingNumber, 'routing number is not a valid ABA routing number');
