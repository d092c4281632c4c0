import type { ReactNode } from 'react';
import { useOrganization } from '@/lib/organization/organization-context';
import { telHref } from '@/lib/tel-href';
import { AppMenu } from './app-menu';
import { NotificationsMenu } from '@/features/notifications/notifications-menu';
import { ProfileMenu } from './profile-menu';

/**
 * The signed-in bar under the lender's logo: the app menu and what the borrower is looking at on
 * the left, the support phone line and the profile menu on the right.
 */
export function TopBar({ children }: { children?: ReactNode }) {
  const organization = useOrganization();
  return (
    <div className="border-b border-line bg-brand-50">
      <div className="mx-auto flex min-h-14 w-full max-w-6xl items-center gap-1 px-2 sm:gap-3 sm:px-6">
        <AppMenu />
        <div className="hidden min-w-0 flex-1 text-sm text-muted sm:block">{children}</div>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
          <a
            href={telHref(organization.theme.supportPhoneNumber)}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-brand-800 underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true">
              <path
                d="M6.6 2.5 8.4 6a1 1 0 0 1-.2 1.1L6.8 8.5a10 10 0 0 0 4.7 4.7l1.4-1.4a1 1 0 0 1 1.1-.2l3.5 1.8a1 1 0 0 1 .5 1.1l-.5 2.2a1.6 1.6 0 0 1-1.6 1.3A14.4 14.4 0 0 1 2 3.6 1.6 1.6 0 0 1 3.3 2l2.2-.5a1 1 0 0 1 1.1 1Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            <span className="sr-only">Call support: </span>
            {/* Phones have no room for the number beside the menus: the icon stands for it. */}
            <span className="sr-only sm:not-sr-only">{organization.footerData.phoneFormatted}</span>
          </a>
          <NotificationsMenu />
          <ProfileMenu />
        </div>
      </div>
    </div>
  );
}
