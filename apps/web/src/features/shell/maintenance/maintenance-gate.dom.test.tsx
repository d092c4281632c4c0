import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAG_PATH } from '@/lib/flags/get-feature-flag';
import { OrganizationContext } from '@/lib/organization/organization-context';
import { ORG_RECORD_ELEMENT_ID } from '@/lib/organization/read-injected-organization';
import { queryClient } from '@/lib/query-client';
import { organizationFixture } from '@/testing/organization-fixture';
import { MaintenanceGate } from './maintenance-gate';
import { MAINTENANCE_FLAG_KEY, prefetchMaintenanceFlag } from './maintenance-flag';

// The gate reads only the path from the router (react-router's own build here is React's).
vi.mock('react-router', () => ({ useLocation: () => ({ pathname: '/register-v2' }) }));

const organization = organizationFixture();
let enabled = false;
const fetchMock = vi.fn((url: string, init?: RequestInit) => {
  void url;
  void init;
  return Promise.resolve(
    Response.json({
      key: MAINTENANCE_FLAG_KEY,
      enabled,
      variables: { pageTitle: 'Upgrading our systems', routes: [] },
    }),
  );
});
const flagRequests = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(FEATURE_FLAG_PATH)).length;

function renderGate() {
  return render(
    <QueryClientProvider client={queryClient}>
      <OrganizationContext.Provider value={organization}>
        <MaintenanceGate>
          <h1>Which property do you want to borrow against?</h1>
        </MaintenanceGate>
      </OrganizationContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  const record = document.createElement('script');
  record.id = ORG_RECORD_ELEMENT_ID;
  record.type = 'application/json';
  record.textContent = JSON.stringify(organization);
  document.head.append(record);
});
afterEach(() => {
  document.getElementById(ORG_RECORD_ELEMENT_ID)?.remove();
  queryClient.clear();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe('the maintenance flag', () => {
  it('is asked for as the app starts, and the gate shows the page on that answer', async () => {
    enabled = false;
    prefetchMaintenanceFlag();
    expect(flagRequests()).toBe(1);

    renderGate();

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Which property do you want to borrow against?');
    expect(flagRequests()).toBe(1);
  });

  it("shows the notice when the answer says so, for the injected lender's flag", async () => {
    enabled = true;
    prefetchMaintenanceFlag();
    renderGate();

    await screen.findByRole('heading', { level: 1, name: 'Upgrading our systems' });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({
      featureKey: MAINTENANCE_FLAG_KEY,
      optimizeUser: { organization: organization.orgCode },
    });
    expect(flagRequests()).toBe(1);
  });

  it('is asked for by the gate when no lender was injected', async () => {
    enabled = false;
    document.getElementById(ORG_RECORD_ELEMENT_ID)?.remove();
    prefetchMaintenanceFlag();
    expect(flagRequests()).toBe(0);

    renderGate();

    await screen.findByRole('heading', {
      level: 1,
      name: 'Which property do you want to borrow against?',
    });
    expect(flagRequests()).toBe(1);
  });
});
