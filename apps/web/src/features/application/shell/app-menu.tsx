import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useMenuDisclosure } from '@/components/use-menu-disclosure';
import { featureFlagQueryOptions } from '@/lib/flags/get-feature-flag';
import { useOrganization } from '@/lib/organization/organization-context';
import { appMenuLinks } from './app-menu-links';

const PORTFOLIO_MANAGER_FLAG = 'fe-heloc-portfolio-manager';
const ITEM =
  'flex min-h-11 w-full items-center px-4 py-2 text-left font-medium text-ink no-underline hover:bg-brand-50 hover:underline aria-[current=page]:font-bold aria-[current=page]:text-brand-800';

/**
 * The app menu: a disclosure button opening the spec's navigation links (the platform's only
 * where the lender's data gives them an address). Tab moves through it, Escape closes it and returns to
 * the button, leaving it closes it.
 */
export function AppMenu() {
  const { open, buttonRef, close, toggle, containerProps } = useMenuDisclosure();
  const menuId = useId();
  const { pathname } = useLocation();
  const { orgCode, footerData } = useOrganization();
  const portfolioManager =
    useQuery(featureFlagQueryOptions(PORTFOLIO_MANAGER_FLAG, { organization: orgCode })).data
      ?.enabled ?? false;

  return (
    <nav aria-label="App" className="relative" {...containerProps}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 py-2 font-semibold text-brand-800 hover:bg-brand-100 sm:px-3"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          <path
            d="M3 5h14M3 10h14M3 15h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
        {/* On phones the icon alone, so the bar fits 320 px; the word stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Menu</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 z-30 mt-2 w-64 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {appMenuLinks({ portfolioManager, additionalUrls: footerData.additionalUrls }).map(
          (link) => {
            const current = link.inApp && pathname === link.path ? 'page' : undefined;
            return (
              <li key={link.path}>
                {link.inApp ? (
                  <Link
                    to={link.path}
                    aria-current={current}
                    className={ITEM}
                    onClick={() => close(false)}
                  >
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.path} className={ITEM}>
                    {link.label}
                  </a>
                )}
              </li>
            );
          },
        )}
      </ul>
    </nav>
  );
}
