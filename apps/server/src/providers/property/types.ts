import { z } from 'zod';
import {
  zIsoDate,
  zLien,
  zPersonName,
  zPostalAddress,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export const zPropertyLookupRequest = z.object({
  address: zPostalAddress,
  /** The applicant, matched against the vested owners. */
  applicant: zPersonName,
});
export type PropertyLookupRequest = z.infer<typeof zPropertyLookupRequest>;

export const zPropertyOwner = z.object({ firstName: z.string(), lastName: z.string() });
export type PropertyOwner = z.infer<typeof zPropertyOwner>;

export const zPropertyRecord = z.object({
  recordId: z.string(),
  parcelNumber: z.string(),
  propertyType: z.enum(['SINGLE_FAMILY', 'CONDOMINIUM', 'TOWNHOUSE', 'MULTI_FAMILY']),
  yearBuilt: z.number().int(),
  livingAreaSqFt: z.number().int().positive(),
  owners: z.array(zPropertyOwner).min(1),
  /** The applicant is one of the vested owners (false: the property review path). */
  ownershipMatch: z.boolean(),
  /** Last deed transfer; a purchase or retitling within 90 days makes the home ineligible. */
  lastTransferDate: zIsoDate,
  liens: z.array(zLien),
  legalDescription: z.string(),
});
export type PropertyRecord = z.infer<typeof zPropertyRecord>;

export const zValuationRequest = z.object({ address: zPostalAddress });
export type ValuationRequest = z.infer<typeof zValuationRequest>;

export const AVM_CONFIDENCE_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const zAvmConfidence = z.enum(AVM_CONFIDENCE_LEVELS);
export type AvmConfidence = z.infer<typeof zAvmConfidence>;

/** Confidence score (0-100) at or above which a valuation is HIGH, resp. MEDIUM. */
export const AVM_HIGH_CONFIDENCE_MIN_SCORE = 80;
export const AVM_MEDIUM_CONFIDENCE_MIN_SCORE = 65;

export const zValuation = z.object({
  valuationId: z.string(),
  value: z.number().positive(),
  valueLow: z.number().positive(),
  valueHigh: z.number().positive(),
  confidenceScore: z.number().int().min(0).max(100),
  confidence: zAvmConfidence,
  valuedAt: zIsoDate,
});
export type Valuation = z.infer<typeof zValuation>;

export const zRentEstimateRequest = z.object({
  address: zPostalAddress,
  /** The applicant: the sandbox's personas choose the rent by last name. */
  applicant: zPersonName,
});
export type RentEstimateRequest = z.infer<typeof zRentEstimateRequest>;

/** The market rent of the property and its monthly carrying costs, in whole dollars. */
export const zRentEstimate = z.object({
  estimateId: z.string(),
  monthlyRent: z.number().int().min(0),
  monthlyTaxes: z.number().int().min(0),
  monthlyInsurance: z.number().int().min(0),
  monthlyAssociationDues: z.number().int().min(0),
  estimatedAt: zIsoDate,
});
export type RentEstimate = z.infer<typeof zRentEstimate>;

/**
 * Public property records (ownership, liens, transfers), the automated valuation model and its
 * rent estimate (what the DSCR loan is qualified on without a lease).
 */
export interface PropertyProvider extends ProviderInfo {
  readonly kind: 'property';
  lookup(request: PropertyLookupRequest, options?: ProviderCallOptions): Promise<PropertyRecord>;
  valuate(request: ValuationRequest, options?: ProviderCallOptions): Promise<Valuation>;
  rentEstimate(request: RentEstimateRequest, options?: ProviderCallOptions): Promise<RentEstimate>;
}

export function avmConfidenceFor(score: number): AvmConfidence {
  if (score >= AVM_HIGH_CONFIDENCE_MIN_SCORE) return 'HIGH';
  return score >= AVM_MEDIUM_CONFIDENCE_MIN_SCORE ? 'MEDIUM' : 'LOW';
}
