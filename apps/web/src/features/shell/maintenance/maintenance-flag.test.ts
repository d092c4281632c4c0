import { describe, expect, it } from 'vitest';
import { activeMaintenance, maintenanceVariables } from './maintenance-flag';

const key = 'fe-heloc-maintenance';

describe('maintenanceVariables', () => {
  it("uses the spec's defaults for what the flag leaves out or gets wrong", () => {
    expect(
      maintenanceVariables({ key, enabled: true, variables: { message: '', routes: 'x' } }),
    ).toEqual({
      routes: [],
      message:
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      pageTitle: 'Scheduled Maintenance',
      shouldShowDashboardLink: true,
    });
  });

  it("keeps the flag's own values", () => {
    const variables = {
      routes: ['/register'],
      message: 'Back at noon.',
      pageTitle: 'Upgrading',
      shouldShowDashboardLink: true,
    };
    expect(maintenanceVariables({ key, enabled: true, variables })).toEqual(variables);
  });
});

describe('activeMaintenance', () => {
  const variables = {
    routes: ['/register'],
    message: 'm',
    pageTitle: 't',
    shouldShowDashboardLink: false,
  };

  it('is off when the flag is off, whatever the routes', () => {
    expect(activeMaintenance({ key, enabled: false, variables }, '/register')).toBeNull();
  });

  it('applies only to the listed paths', () => {
    expect(activeMaintenance({ key, enabled: true, variables }, '/register')).toMatchObject({
      pageTitle: 't',
    });
    expect(activeMaintenance({ key, enabled: true, variables }, '/')).toBeNull();
  });
});
