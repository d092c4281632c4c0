import { isValidAbaRoutingNumber } from '@openheloc/domain';
import { z } from 'zod';

export { isValidAbaRoutingNumber };

export const zAbaRoutingNumber = z
  .string()
  .regex(/^\d{9}$/, 'routing number must be 9 digits')
  .refine(isValidAbaRoutingNumber, 'routing number is not a valid ABA routing number');
