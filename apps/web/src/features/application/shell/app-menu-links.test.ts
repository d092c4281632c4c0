import { describe, expect, it } from 'vitest';
import { appMenuLinks } from './app-menu-links';

const menu = (type: string) => ({ type, url: '', name: '' });
const ALL_PLATFORM = [
  { type: 'APP_MENU', name: 'Exchange', url: 'https://lender.example/exchange' },
  { type: 'APP_MENU', name: 'Marketplace', url: 'https://lender.example/universal-marketplace' },
  { type: 'APP_MENU', name: 'Portfolio Manager', url: 'https://lender.example/portfolio' },
  { type: 'APP_MENU', name: 'Passport', url: 'https://lender.example/universal-passport' },
  { type: 'APP_MENU', name: 'Group Manager', url: 'https://lender.example/group-manager' },
  { type: 'APP_MENU', name: 'Pay', url: 'https://lender.example/pay' },
];

describe('appMenuLinks', () => {
  it.each([
    ['no platform addresses', false, [], ['Dashboard', 'Settings', 'Support']],
    [
      'a footer link is not a menu address',
      false,
      [{ ...menu('FOOTER'), name: 'Pay', url: 'https://lender.example/pay' }],
      ['Dashboard', 'Settings', 'Support'],
    ],
    [
      'every address, Portfolio Manager off',
      false,
      ALL_PLATFORM,
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
      'every address, Portfolio Manager on: the spec’s order',
      true,
      ALL_PLATFORM,
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
    ['Portfolio Manager on but without an address', true, [], ['Dashboard', 'Settings', 'Support']],
  ])('%s', (_case, portfolioManager, additionalUrls, labels) => {
    expect(appMenuLinks({ portfolioManager, additionalUrls }).map((link) => link.label)).toEqual(
      labels,
    );
  });

  it('keeps the app’s paths in the app and the lender’s addresses as they are', () => {
    expect(appMenuLinks({ portfolioManager: true, additionalUrls: ALL_PLATFORM })).toEqual(
      expect.arrayContaining([
        { label: 'Dashboard', path: '/dashboard', inApp: true },
        { label: 'Settings', path: '/dashboard/settings', inApp: true },
        { label: 'Pay', path: 'https://lender.example/pay', inApp: false },
        { label: 'Support', path: '/contact', inApp: true },
      ]),
    );
  });
});
