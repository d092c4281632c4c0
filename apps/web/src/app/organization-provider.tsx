import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { FullScreenLoader } from '../components/full-screen-loader';
import { GenericErrorScreen } from '../features/shell/generic-error-screen';
import { PageFrame } from '../features/shell/page-frame';
import { applyBrandTheme } from '../lib/organization/apply-brand-theme';
import { setCurrentOrgCode } from '../lib/organization/current-org-code';
import { OrganizationContext } from '../lib/organization/organization-context';
import { organizationQueryOptions } from '../lib/organization/organization-query';
import type { InjectedOrganization } from '../lib/organization/read-injected-organization';
import { OrganizationUnavailableError } from '../lib/organization/resolve-organization';

/**
 * Finds the page's lender (the record the server wrote into the page, else the organisation
 * API), brands the page with its colours and provides it to everything below. Without a lender
 * nothing else can work, so the failure is the generic error screen with the spec's message.
 * The server's page already links the lender's colours (a stylesheet); the Vite dev server's
 * does not, so they are set here too.
 */
export function OrganizationProvider({
  injected,
  children,
}: {
  injected: InjectedOrganization;
  children: ReactNode;
}) {
  const { data: organization, error } = useQuery(organizationQueryOptions(injected));

  if (organization) {
    // Before any child renders: their API calls must already name the lender.
    setCurrentOrgCode(organization.orgCode);
  }

  useLayoutEffect(() => {
    if (organization) applyBrandTheme(organization.theme.brand, document.documentElement.style);
  }, [organization]);

  if (error) {
    const reason = {
      message: error.message,
      detail: error instanceof OrganizationUnavailableError ? error.detail : undefined,
    };
    return (
      <PageFrame>
        <GenericErrorScreen reason={reason} />
      </PageFrame>
    );
  }
  return (
    <OrganizationContext.Provider value={organization}>
      {organization ? children : null}
      <FullScreenLoader active={!organization} />
    </OrganizationContext.Provider>
  );
}
