import type { Organization } from '@openheloc/domain';
import type { OrganizationResolver } from '../../app-types';
import { AppError } from '../../http/app-error';
import { DEFAULT_ORG_CODE } from './default-organization';
import { loadOrganizations } from './load-organizations';

/**
 * The organisation registry. Without entries it loads the lender data file, so that adding a
 * lender is a data change; tests pass their own entries.
 */
export function createOrganizationRegistry(
  entries?: readonly Organization[],
): OrganizationResolver {
  const organizations = entries ?? loadOrganizations();
  const byCode = new Map<string, Organization>();
  const byHost = new Map<string, Organization>();
  for (const org of organizations) {
    if (byCode.has(org.orgCode)) throw new Error(`Duplicate organisation code ${org.orgCode}`);
    byCode.set(org.orgCode, org);
    for (const host of org.hostNames) {
      const key = normaliseHost(host);
      const owner = byHost.get(key);
      if (owner)
        throw new Error(`Host name ${host} belongs to both ${owner.orgCode} and ${org.orgCode}`);
      byHost.set(key, org);
    }
  }
  const defaultOrganization = byCode.get(DEFAULT_ORG_CODE) ?? organizations[0];
  if (!defaultOrganization) throw new Error('The organisation registry is empty');

  const findByCode = (orgCode: string) => byCode.get(orgCode.trim().toUpperCase());

  return {
    defaultOrganization,
    byCode: findByCode,
    all: () => organizations,
    resolve({ orgHeader, host }) {
      if (orgHeader !== undefined && orgHeader.trim() !== '') {
        const org = findByCode(orgHeader);
        if (!org) throw AppError.badRequest('Unknown organization', 'x-org');
        return org;
      }
      const fromHost = host ? byHost.get(normaliseHost(host)) : undefined;
      return fromHost ?? defaultOrganization;
    },
  };
}

/** Host names compare without case and without a port (the Host header may carry one). */
function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.startsWith('[') ? lower : lower.replace(/:\d+$/, '');
}
