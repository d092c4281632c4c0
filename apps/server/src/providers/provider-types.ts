import { zUsState } from '@openheloc/domain';
import { z } from 'zod';

/** The third parties behind the journey; one folder (interface + sandbox) per kind. */
export const PROVIDER_KINDS = [
  'credit',
  'property',
  'flood',
  'bpo',
  'title',
  'income',
  'identity',
  'bank',
  'funding',
] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** What every provider implementation says about itself; the call log records `sandbox`. */
export interface ProviderInfo {
  readonly kind: ProviderKind;
  readonly sandbox: boolean;
}

/** Per-call options: a caller (a job, a request) can give up on a slow vendor. */
export type ProviderCallOptions = { signal?: AbortSignal };

export const zPersonName = z.object({
  firstName: z.string().trim().min(1),
  middleName: z.string().trim().optional(),
  lastName: z.string().trim().min(1),
  suffix: z.string().trim().optional(),
});
export type PersonName = z.infer<typeof zPersonName>;

export const zPostalAddress = z.object({
  street1: z.string().trim().min(1),
  street2: z.string().trim().optional(),
  city: z.string().trim().min(1),
  state: zUsState,
  zip: z.string().regex(/^\d{5}$/, 'zip must be 5 digits'),
});
export type PostalAddress = z.infer<typeof zPostalAddress>;

export const zIsoDate = z.iso.date();
export const zIsoDateTime = z.iso.datetime();

/** Nine digits, no separators. */
export const zSsn = z.string().regex(/^\d{9}$/, 'ssn must be 9 digits');

export const zMoney = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most 2 decimals');

/** An uploaded file handed to a vendor (ID images, paystubs); the call log keeps only its size and hash. */
export const zDocumentFile = z.object({
  fileName: z.string().trim().min(1),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/heic', 'application/pdf']),
  // Any bytes, Node Buffers included (z.instanceof would narrow to Uint8Array<ArrayBuffer>).
  content: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, 'content must be bytes')
    .refine((bytes) => bytes.byteLength > 0, 'file is empty'),
});
export type DocumentFile = z.infer<typeof zDocumentFile>;

/** A lien as public records, title and the credit bureau describe it. */
export const zLien = z.object({
  position: z.number().int().min(1),
  lenderName: z.string(),
  originalAmount: z.number().nonnegative(),
  estimatedBalance: z.number().nonnegative(),
  recordedDate: zIsoDate,
});
export type Lien = z.infer<typeof zLien>;
