import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { SANDBOX_RULES, streetNumberEndsWith } from '../sandbox-rules';
import { addressParts, seedFrom } from '../stable-hash';
import {
  isSpecialFloodHazardArea,
  zFloodCertification,
  zFloodCertificationRequest,
  type FloodProvider,
  type FloodZone,
} from './types';

/** Zone X (minimal hazard) everywhere except street numbers ending in 13, which are in zone AE. */
export function createSandboxFloodProvider(options: ResolvedSandboxOptions): FloodProvider {
  return {
    kind: 'flood',
    sandbox: true,

    async certify(input, callOptions) {
      const request = zFloodCertificationRequest.parse(input);
      await sandboxDelay(options.delays.flood, callOptions?.signal);
      const zone: FloodZone = streetNumberEndsWith(
        request.address,
        SANDBOX_RULES.floodZoneAeStreetNumberSuffix,
      )
        ? 'AE'
        : 'X';
      const sfha = isSpecialFloodHazardArea(zone);
      const seed = seedFrom('flood', ...addressParts(request.address));
      const determinedAt = options.now().toISOString();
      const communityNumber = String(seed.int('community', 100_000, 999_999));
      return zFloodCertification.parse({
        certificateId: `fc_${seedFrom(seed.key, determinedAt).hex('certificate', 16)}`,
        zone,
        specialFloodHazardArea: sfha,
        floodInsuranceRequired: sfha,
        communityNumber,
        mapPanel: `${communityNumber}${String(seed.int('panel', 1, 999)).padStart(4, '0')}${seed.pick('suffix', ['C', 'D', 'E', 'F'] as const)}`,
        mapEffectiveDate: `${seed.int('map.year', 2009, 2022)}-${String(seed.int('map.month', 1, 12)).padStart(2, '0')}-15`,
        determinedAt,
      });
    },
  };
}
