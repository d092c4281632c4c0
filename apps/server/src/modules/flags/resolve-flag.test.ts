import { describe, expect, it } from 'vitest';
import { resolveFlag, type FlagLayer } from './resolve-flag';

const base: FlagLayer = {
  enabled: false,
  variables: { message: 'default message', pageTitle: 'Default title', routes: [] },
};

describe('resolveFlag', () => {
  it.each<{
    name: string;
    global?: FlagLayer;
    organization?: FlagLayer;
    expected: { enabled: boolean; source: string; variables: Record<string, unknown> };
  }>([
    {
      name: 'no override: the default',
      expected: { enabled: false, source: 'default', variables: base.variables },
    },
    {
      name: 'global override only',
      global: { enabled: true, variables: { message: 'global message' } },
      expected: {
        enabled: true,
        source: 'global',
        variables: { message: 'global message', pageTitle: 'Default title', routes: [] },
      },
    },
    {
      name: 'organisation override only',
      organization: { enabled: true, variables: { routes: ['/dashboard'] } },
      expected: {
        enabled: true,
        source: 'organization',
        variables: {
          message: 'default message',
          pageTitle: 'Default title',
          routes: ['/dashboard'],
        },
      },
    },
    {
      name: 'organisation beats global, and merges over the global variables',
      global: { enabled: true, variables: { message: 'global message', routes: ['/a', '/b'] } },
      organization: { enabled: false, variables: { routes: ['/c'] } },
      expected: {
        enabled: false,
        source: 'organization',
        variables: { message: 'global message', pageTitle: 'Default title', routes: ['/c'] },
      },
    },
    {
      name: 'an override without variables keeps the variables below it',
      global: { enabled: true, variables: {} },
      organization: { enabled: true, variables: {} },
      expected: { enabled: true, source: 'organization', variables: base.variables },
    },
    {
      name: 'an override can add a variable the default lacks',
      organization: { enabled: true, variables: { extra: 1 } },
      expected: {
        enabled: true,
        source: 'organization',
        variables: { ...base.variables, extra: 1 },
      },
    },
  ])('$name', ({ global, organization, expected }) => {
    expect(resolveFlag('fe-heloc-maintenance', base, { global, organization })).toEqual({
      key: 'fe-heloc-maintenance',
      ...expected,
    });
  });

  it('does not change the layers it merges', () => {
    const global = { enabled: true, variables: { message: 'global' } };
    resolveFlag('fe-heloc-maintenance', base, { global });
    expect(base.variables.message).toBe('default message');
    expect(global.variables).toEqual({ message: 'global' });
  });
});
