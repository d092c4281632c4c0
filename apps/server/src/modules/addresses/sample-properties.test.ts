import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALABAMA } from '@openheloc/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpoRequirement } from '../../providers/bpo/requirement';
import { instantSandboxProviders, SANDBOX_FIXED_NOW } from '../../providers/sandbox-fixtures';
import { loadSampleProperties, type SampleProperty } from './sample-properties';
import { loadZipIndex, type ZipIndex } from './zip-index';

type Traits = {
  alabama: boolean;
  floodZoneAe: boolean;
  bpoRequired: boolean;
  boughtWithin90Days: boolean;
};
const NONE: Traits = {
  alabama: false,
  floodZoneAe: false,
  bpoRequired: false,
  boughtWithin90Days: false,
};

/** What each sample is for; the sandbox providers must agree with the file. */
const EXPECTED: Readonly<Record<string, Traits>> = {
  standard: NONE,
  'texas-value-estimate': { ...NONE, bpoRequired: true },
  'alabama-minimum-age': { ...NONE, alabama: true },
  'flood-zone': { ...NONE, floodZoneAe: true },
  'low-confidence-valuation': { ...NONE, bpoRequired: true },
  'recent-transfer': { ...NONE, boughtWithin90Days: true },
};

const DAY_MS = 86_400_000;

async function sandboxTraits(sample: SampleProperty): Promise<Traits> {
  const providers = instantSandboxProviders(() => SANDBOX_FIXED_NOW);
  const address = {
    street1: sample.street1,
    city: sample.city,
    state: sample.state,
    zip: sample.zip,
  };
  const [flood, valuation, record] = await Promise.all([
    providers.flood.certify({ address }),
    providers.property.valuate({ address }),
    providers.property.lookup({ address, applicant: { firstName: 'Jane', lastName: 'Smith' } }),
  ]);
  const transferAgeDays =
    (SANDBOX_FIXED_NOW.getTime() - new Date(record.lastTransferDate).getTime()) / DAY_MS;
  return {
    alabama: sample.state === ALABAMA,
    floodZoneAe: flood.zone === 'AE',
    bpoRequired: bpoRequirement({ state: sample.state, valuation }) === 'BPO_REQUIRED',
    boughtWithin90Days: transferAgeDays < 90,
  };
}

describe('sample properties', () => {
  const samples = loadSampleProperties();
  let zips: ZipIndex;
  beforeAll(async () => {
    zips = await loadZipIndex();
  });

  it('has a Texas, an Alabama and a flood-zone property among its scenarios', () => {
    expect(samples.map((s) => s.scenario)).toEqual(Object.keys(EXPECTED));
  });

  it.each(samples.map((s) => [s.scenario, s] as const))(
    '%s is a real city, state and ZIP combination',
    (_scenario, sample) => {
      expect(zips.place(sample.zip)).toEqual({
        zip: sample.zip,
        city: sample.city,
        state: sample.state,
      });
    },
  );

  it.each(samples.map((s) => [s.scenario, s] as const))(
    '%s leads the sandbox down the path it names',
    async (scenario, sample) => {
      expect(await sandboxTraits(sample)).toEqual(EXPECTED[scenario]);
    },
  );

  it('stops at start on a file that is missing or wrong, naming the problem', () => {
    const dir = mkdtempSync(join(tmpdir(), 'samples-'));
    expect(() => loadSampleProperties(join(dir, 'missing.json'))).toThrow(
      /Cannot read the sample properties file/,
    );
    const bad = join(dir, 'bad.json');
    const base = { street1: '1 Elm St', city: 'Austin', state: 'TX', scenario: 'a', note: 'n' };
    writeFileSync(bad, JSON.stringify({ properties: [{ ...base, zip: '787' }] }));
    expect(() => loadSampleProperties(bad)).toThrow(/Invalid sample properties[\s\S]*zip/);
    writeFileSync(
      bad,
      JSON.stringify({
        properties: [
          { ...base, zip: '78701' },
          { ...base, zip: '78702' },
        ],
      }),
    );
    expect(() => loadSampleProperties(bad)).toThrow(/each scenario appears once/);
  });
});
