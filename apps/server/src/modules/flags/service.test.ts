import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createOrganizationRegistry } from '../organizations/registry';
import { loadFlagDefaults } from './flag-defaults';
import type { OverrideStore } from './override-store';
import { createFlagService } from './service';
import type { FlagOverrideRow } from '../../db/rows';

const organizations = createOrganizationRegistry();
const orgCode = organizations.defaultOrganization.orgCode;
const defaults = loadFlagDefaults();

function serviceWith(forOrganization: OverrideStore['forOrganization']) {
  return createFlagService({
    store: {
      forOrganization,
      upsert: async (row) => row,
      remove: async () => false,
    },
    defaults,
    organizations,
    now: () => new Date('2025-01-01T00:00:00Z'),
    log: pino({ level: 'silent' }),
  });
}

const row = (overrides: Partial<FlagOverrideRow>): FlagOverrideRow => ({
  orgCode,
  flagKey: 'fe-heloc-maintenance',
  enabled: true,
  variables: {},
  updatedAt: new Date('2025-01-01T00:00:00Z'),
  updatedBy: 'test',
  ...overrides,
});

describe('flag service', () => {
  it('answers the defaults when the overrides cannot be read', async () => {
    const service = serviceWith(async () => {
      throw new Error('connection refused');
    });
    const flags = await service.features(orgCode, {});
    expect(flags.map(({ key, enabled }) => ({ key, enabled }))).toEqual(
      Object.entries(defaults).map(([key, flag]) => ({ key, enabled: flag.enabled })),
    );
    expect(flags.every((flag) => flag.source === 'default')).toBe(true);
  });

  it('does not hide a store failure from operations', async () => {
    const service = serviceWith(async () => {
      throw new Error('connection refused');
    });
    await expect(service.listForAdmin(orgCode)).rejects.toThrow('connection refused');
  });

  it('keeps the switch but not the variables of an override stored with invalid variables', async () => {
    const service = serviceWith(async () => [
      row({ variables: { routes: 'not-a-list', message: 'stored message' } }),
    ]);
    const flag = await service.feature(orgCode, {}, 'fe-heloc-maintenance');
    expect(flag.enabled).toBe(true);
    expect(flag.source).toBe('organization');
    expect(flag.variables).toEqual(defaults['fe-heloc-maintenance'].variables);
  });

  it('ignores stored overrides of flags it no longer knows', async () => {
    const service = serviceWith(async () => [row({ flagKey: 'fe-retired-flag' })]);
    const flags = await service.features(orgCode, {});
    expect(flags.map((flag) => flag.key)).not.toContain('fe-retired-flag');
  });
});
