/** One entry of the app menu (spec, 'Navigation shell'). */
export interface AppMenuLink {
  label: string;
  path: string;
  /** A page of this app (router link) or of the lender's platform at the site root (page load). */
  inApp: boolean;
}

/**
 * The spec's links, in its order. Dashboard and Settings are this app's pages; the others are
 * the platform's products, served beside this app at the root of the lender's site.
 */
export function appMenuLinks({ portfolioManager }: { portfolioManager: boolean }): AppMenuLink[] {
  const links: (AppMenuLink | null)[] = [
    { label: 'Dashboard', path: '/dashboard', inApp: true },
    { label: 'Settings', path: '/dashboard/settings', inApp: true },
    { label: 'Marketplace', path: '/universal-marketplace', inApp: false },
    portfolioManager ? { label: 'Portfolio Manager', path: '/portfolio', inApp: false } : null,
    { label: 'Passport', path: '/universal-passport', inApp: false },
    { label: 'Group Manager', path: '/group-manager', inApp: false },
    { label: 'Pay', path: '/pay', inApp: false },
    { label: 'Exchange', path: '/exchange', inApp: false },
    { label: 'Support', path: '/contact', inApp: false },
  ];
  return links.filter((link) => link !== null);
}
