import { z } from 'zod';
import { zCents } from '../money/cents-schema';

/** Homeowner's (hazard) insurance is always required; flood insurance in a flood zone. */
export const INSURANCE_KINDS = ['HAZARD', 'FLOOD'] as const;
export const zInsuranceKind = z.enum(INSURANCE_KINDS);
export type InsuranceKind = z.infer<typeof zInsuranceKind>;

export const INSURANCE_KIND_LABELS: Readonly<Record<InsuranceKind, string>> = {
  HAZARD: 'Homeowner’s insurance',
  FLOOD: 'Flood insurance',
};

export const FLOOD_NOT_REQUIRED_MESSAGE =
  'Your home is not in a flood zone, so no flood insurance is needed';
export const POLICY_EXPIRED_MESSAGE =
  'This policy has expired. Please give us the policy that covers your home now';

/** A policy on record, without its number (the declarations page holds it). */
export const zInsurancePolicyView = z.object({
  kind: zInsuranceKind,
  carrier: z.string(),
  coverageAmount: zCents,
  expirationDate: z.iso.date(),
  recordedAt: z.iso.datetime(),
});
export type InsurancePolicyView = z.infer<typeof zInsurancePolicyView>;

/** What the insurance step needs, has and still misses. */
export const zInsuranceView = z.object({
  complete: z.boolean(),
  /** The flood zone on the flood certificate; null until it arrives. */
  floodZone: z.string().nullable(),
  required: z.array(zInsuranceKind),
  missing: z.array(zInsuranceKind),
  policies: z.array(zInsurancePolicyView),
});
export type InsuranceView = z.infer<typeof zInsuranceView>;

/** The kinds required: hazard always, flood when the flood certificate requires it. */
export function requiredInsurance(floodInsuranceRequired: boolean): InsuranceKind[] {
  return floodInsuranceRequired ? ['HAZARD', 'FLOOD'] : ['HAZARD'];
}

/** The required kinds with no policy yet, in the order they are asked for. */
export function missingInsurance(
  required: readonly InsuranceKind[],
  provided: Iterable<InsuranceKind>,
): InsuranceKind[] {
  const have = new Set(provided);
  return required.filter((kind) => !have.has(kind));
}
