import { describe, expect, it } from 'vitest';
import { appMenuLinks } from './app-menu-links';

describe('appMenuLinks', () => {
  it.each([
    [
      false,
      [
        'Dashboard',
        'Settings',
        'Marketplace',
        'Passport',
        'Group Manager',
        'Pay',
        'Exchange',
        'Support',
      ],
    ],
    [
      true,
      [
        'Dashboard',
        'Settings',
        'Marketplace',
        'Portfolio Manager',
        'Passport',
        'Group Manager',
        'Pay',
        'Exchange',
        'Support',
      ],
    ],
  ])('with Portfolio Manager %s lists %j', (portfolioManager, labels) => {
    expect(appMenuLinks({ portfolioManager }).map((link) => link.label)).toEqual(labels);
  });

  it("keeps the spec's paths, only Dashboard and Settings inside the app", () => {
    expect(appMenuLinks({ portfolioManager: true })).toEqual(
      expect.arrayContaining([
        { label: 'Dashboard', path: '/dashboard', inApp: true },
        { label: 'Settings', path: '/dashboard/settings', inApp: true },
        { label: 'Portfolio Manager', path: '/portfolio', inApp: false },
        { label: 'Support', path: '/contact', inApp: false },
      ]),
    );
  });
});
