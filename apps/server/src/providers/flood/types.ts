import { z } from 'zod';
import {
  zIsoDate,
  zIsoDateTime,
  zPostalAddress,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

/** FEMA flood zones as a standard flood hazard determination reports them. */
export const FLOOD_ZONES = [
  'A',
  'AE',
  'AH',
  'AO',
  'AR',
  'A99',
  'V',
  'VE',
  'B',
  'C',
  'X',
  'D',
] as const;
export const zFloodZone = z.enum(FLOOD_ZONES);
export type FloodZone = z.infer<typeof zFloodZone>;

export const zFloodCertificationRequest = z.object({ address: zPostalAddress });
export type FloodCertificationRequest = z.infer<typeof zFloodCertificationRequest>;

export const zFloodCertification = z.object({
  certificateId: z.string(),
  zone: zFloodZone,
  /** Zones A* and V*: federally regulated lenders must require flood insurance. */
  specialFloodHazardArea: z.boolean(),
  floodInsuranceRequired: z.boolean(),
  communityNumber: z.string().regex(/^\d{6}$/),
  mapPanel: z.string(),
  mapEffectiveDate: zIsoDate,
  determinedAt: zIsoDateTime,
});
export type FloodCertification = z.infer<typeof zFloodCertification>;

export interface FloodProvider extends ProviderInfo {
  readonly kind: 'flood';
  certify(
    request: FloodCertificationRequest,
    options?: ProviderCallOptions,
  ): Promise<FloodCertification>;
}

/** Special flood hazard areas are the zones beginning with A or V. */
export function isSpecialFloodHazardArea(zone: FloodZone): boolean {
  return zone.startsWith('A') || zone.startsWith('V');
}
