import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAINTENANCE_VARIABLES, FEATURE_FLAG_KEYS } from '@openheloc/domain';
import { loadFlagDefaults } from './flag-defaults';

function writeDefaults(content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'flags-')), 'flag-defaults.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('loadFlagDefaults', () => {
  it('has a default for every known flag', () => {
    expect(Object.keys(loadFlagDefaults()).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
  });

  it("keeps the spec's maintenance defaults, off, with no route blocked", () => {
    // The browser falls back to the same variables when it cannot fetch the flag.
    expect(loadFlagDefaults()['fe-heloc-maintenance']).toEqual({
      enabled: false,
      variables: DEFAULT_MAINTENANCE_VARIABLES,
    });
  });

  it.each([
    ['a flag is missing', { 'fe-webchat': { enabled: true, variables: {} } }],
    [
      'the maintenance variables are incomplete',
      {
        ...loadFlagDefaults(),
        'fe-heloc-maintenance': { enabled: false, variables: { routes: [] } },
      },
    ],
    [
      'a flag is unknown',
      { ...loadFlagDefaults(), 'fe-unknown': { enabled: true, variables: {} } },
    ],
  ])('refuses a file where %s', (_name, content) => {
    expect(() => loadFlagDefaults(writeDefaults(content))).toThrow(/Invalid feature-flag defaults/);
  });
});
