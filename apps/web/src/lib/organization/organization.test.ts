import { describe, expect, it } from 'vitest';
import { organizationFixture } from '@/testing/organization-fixture';
import { applyBrandTheme } from './apply-brand-theme';
import { readInjectedOrganization } from './read-injected-organization';
import { OrganizationUnavailableError, resolveOrganization } from './resolve-organization';

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === 'org-record' && text !== null ? { textContent: text } : null,
  } as Pick<Document, 'getElementById'>;
}

const organization = organizationFixture();

describe('readInjectedOrganization', () => {
  it('reads and validates the JSON data block', () => {
    expect(readInjectedOrganization(documentWith(JSON.stringify(organization)))).toEqual({
      status: 'found',
      organization,
    });
  });

  it('reports an absent or empty block as absent', () => {
    expect(readInjectedOrganization(documentWith(null))).toEqual({ status: 'absent' });
    expect(readInjectedOrganization(documentWith('  '))).toEqual({ status: 'absent' });
  });

  it('reports unreadable JSON and records that fail validation as invalid', () => {
    expect(readInjectedOrganization(documentWith('{'))).toMatchObject({ status: 'invalid' });
    expect(readInjectedOrganization(documentWith('{"orgCode":"x"}'))).toMatchObject({
      status: 'invalid',
    });
  });
});

describe('resolveOrganization', () => {
  it('prefers the injected record and does not call the server', async () => {
    const fetchOrganization = () => Promise.reject(new Error('must not be called'));
    await expect(
      resolveOrganization({ status: 'found', organization }, fetchOrganization),
    ).resolves.toBe(organization);
  });

  it("asks the server when nothing was injected (Vite's dev server)", async () => {
    await expect(
      resolveOrganization({ status: 'absent' }, () => Promise.resolve(organization)),
    ).resolves.toBe(organization);
  });

  it("fails with 'No private label data found' and the errors met", async () => {
    const error = await resolveOrganization({ status: 'invalid', error: 'Bad record.' }, () =>
      Promise.reject(new Error('Request failed.')),
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(OrganizationUnavailableError);
    expect(error).toMatchObject({
      message: 'No private label data found',
      detail: 'Bad record. Request failed.',
    });
  });
});

describe('applyBrandTheme', () => {
  it('sets one CSS variable per shade of the brand scale', () => {
    const set = new Map<string, string>();
    applyBrandTheme(organization.theme.brand, {
      setProperty: (name: string, value: string | null) => void set.set(name, value ?? ''),
    });
    expect(set.size).toBe(16);
    expect(set.get('--brand-50')).toBe(organization.theme.brand['50']);
    expect(set.get('--brand-600')).toBe(organization.theme.brand['600']);
    expect(set.get('--brand-800')).toBe(organization.theme.brand['800']);
  });
});
