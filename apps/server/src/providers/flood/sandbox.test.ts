import { describe, expect, it } from 'vitest';
import { instantSandboxProviders, SANDBOX_ADDRESS, sandboxAddress } from '../sandbox-fixtures';
import { FLOOD_ZONES, isSpecialFloodHazardArea, type FloodZone } from './types';

const flood = instantSandboxProviders().flood;

describe('sandbox flood certification', () => {
  it.each([
    ['100 Main St', 'X', false],
    ['12 Main St', 'X', false],
    ['131 Main St', 'X', false],
    ['13 Main St', 'AE', true],
    ['113 Main St', 'AE', true],
    ['2013 Main St', 'AE', true],
    ['Main St', 'X', false],
  ] as const)('%s is in zone %s (insurance required: %s)', async (street1, zone, required) => {
    const certificate = await flood.certify({ address: sandboxAddress(street1) });
    expect(certificate.zone).toBe(zone);
    expect(certificate.floodInsuranceRequired).toBe(required);
    expect(certificate.specialFloodHazardArea).toBe(required);
  });

  it('gives the same certificate for the same address', async () => {
    expect(await flood.certify({ address: SANDBOX_ADDRESS })).toEqual(
      await flood.certify({ address: SANDBOX_ADDRESS }),
    );
  });
});

describe('isSpecialFloodHazardArea', () => {
  const hazard: Record<FloodZone, boolean> = {
    A: true,
    AE: true,
    AH: true,
    AO: true,
    AR: true,
    A99: true,
    V: true,
    VE: true,
    B: false,
    C: false,
    X: false,
    D: false,
  };
  it.each(FLOOD_ZONES)('zone %s', (zone) => {
    expect(isSpecialFloodHazardArea(zone)).toBe(hazard[zone]);
  });
});
