import type { Organization } from '@openheloc/domain';

/** One entry of the app menu (spec, 'Navigation shell'). */
export interface AppMenuLink {
  label: string;
  /** A path of this app (router link), or the address of the lender's platform page. */
  path: string;
  inApp: boolean;
}

/**
 * The lender data's `additionalUrls` type that gives a platform product its address; the entry's
 * name is the menu label (README of the lender data).
 */
export const APP_MENU_LINK_TYPE = 'APP_MENU';

/** The platform's products, in the spec's order; each is listed only where the lender has one. */
const PLATFORM_LINKS = [
  'Marketplace',
  'Portfolio Manager',
  'Passport',
  'Group Manager',
  'Pay',
  'Exchange',
] as const;

/**
 * The spec's links, in its order. Dashboard, Settings and Support are this app's pages; the
 * platform's products appear only where the lender's data gives them an address (Portfolio
 * Manager also only where its flag is on), so no entry leads to a page that does not exist.
 */
export function appMenuLinks({
  portfolioManager,
  additionalUrls,
}: {
  portfolioManager: boolean;
  additionalUrls: Organization['footerData']['additionalUrls'];
}): AppMenuLink[] {
  const addressOf = (label: string) =>
    additionalUrls.find((link) => link.type === APP_MENU_LINK_TYPE && link.name === label)?.url;
  const platform = PLATFORM_LINKS.flatMap((label) => {
    if (label === 'Portfolio Manager' && !portfolioManager) return [];
    const url = addressOf(label);
    return url ? [{ label, path: url, inApp: false }] : [];
  });
  return [
    { label: 'Dashboard', path: '/dashboard', inApp: true },
    { label: 'Settings', path: '/dashboard/settings', inApp: true },
    ...platform,
    { label: 'Support', path: '/contact', inApp: true },
  ];
}
