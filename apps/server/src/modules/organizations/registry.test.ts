import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { GRANITE, rawDataFile, rawLender } from './lender-fixtures';
import { parseLenderData } from './load-organizations';
import { createOrganizationRegistry } from './registry';

const entries = parseLenderData(
  rawDataFile([
    rawLender({ hostNames: ['www.openheloc.example'] }),
    GRANITE,
    rawLender({
      orgCode: 'OPENHELOC_NY',
      kind: 'NEW_YORK',
      baseUrl: 'https://ny.openheloc.example',
      hostNames: ['ny.openheloc.example'],
      chatChannelId: 'openheloc-ny',
      licensedStates: ['NY'],
    }),
  ]),
  'test',
);
const registry = createOrganizationRegistry(entries);

function resolvedCode(orgHeader: string | undefined, host: string | undefined): string {
  return registry.resolve({ orgHeader, host }).orgCode;
}

describe('organisation resolution', () => {
  it('prefers the x-org header over the host name', () => {
    expect(resolvedCode('GRANITE_CU', 'ny.openheloc.example')).toBe('GRANITE_CU');
  });

  it('reads the header without regard to case or surrounding spaces', () => {
    expect(resolvedCode(' granite_cu ', undefined)).toBe('GRANITE_CU');
  });

  it('uses the host name when there is no header, ignoring case and port', () => {
    expect(resolvedCode(undefined, 'heloc.granitehollow.example')).toBe('GRANITE_CU');
    expect(resolvedCode(undefined, 'NY.OpenHELOC.example:8443')).toBe('OPENHELOC_NY');
    expect(resolvedCode('', 'ny.openheloc.example')).toBe('OPENHELOC_NY');
  });

  it('falls back to the default organisation for an unknown or missing host', () => {
    expect(resolvedCode(undefined, 'localhost')).toBe('OPENHELOC');
    expect(resolvedCode(undefined, undefined)).toBe('OPENHELOC');
    expect(registry.defaultOrganization.kind).toBe('RETAIL');
  });

  it('refuses an unknown x-org code with a 400 on the x-org field', () => {
    let thrown: unknown;
    try {
      registry.resolve({ orgHeader: 'NO_SUCH_LENDER', host: 'heloc.granitehollow.example' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      status: 400,
      errors: [{ code: 'invalid_input', field: 'x-org', message: 'Unknown organization' }],
    });
  });

  it('finds organisations by code and lists them all', () => {
    expect(registry.byCode('granite_cu')?.brandName).toBe('Granite Hollow Credit Union');
    expect(registry.byCode('NOPE')).toBeUndefined();
    expect(registry.all().map((org) => org.orgCode)).toEqual([
      'OPENHELOC',
      'GRANITE_CU',
      'OPENHELOC_NY',
    ]);
  });

  it('refuses entries that share a code or a host name', () => {
    const [openheloc, granite] = entries;
    if (!openheloc || !granite) throw new Error('fixture entries missing');
    expect(() => createOrganizationRegistry([openheloc, openheloc])).toThrow(
      'Duplicate organisation code OPENHELOC',
    );
    expect(() =>
      createOrganizationRegistry([openheloc, { ...granite, hostNames: ['WWW.openheloc.example'] }]),
    ).toThrow('belongs to both OPENHELOC and GRANITE_CU');
    expect(() => createOrganizationRegistry([])).toThrow('The organisation registry is empty');
  });

  it('loads the shipped data file when given no entries', () => {
    expect(createOrganizationRegistry().defaultOrganization.orgCode).toBe('OPENHELOC');
  });
});
