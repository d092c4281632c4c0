import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useMenuDisclosure } from '@/components/use-menu-disclosure';
import { LOGIN_PATH } from '@/lib/auth/login-path';
import { toDocumentPath } from '@/lib/base-path';
import { AccountSummary } from './account-summary';
import { useProfile } from './profile-query';
import { signOut } from '@/lib/auth/sign-out';

const ITEM =
  'flex min-h-11 w-full items-center px-4 py-2 text-left font-medium text-ink no-underline hover:bg-brand-50 hover:underline';

/**
 * The profile menu: a disclosure button opening a short list (Dashboard, Sign out). Tab moves
 * through it, Escape closes it and returns to the button, leaving it closes it.
 */
export function ProfileMenu() {
  const { open, buttonRef, close, toggle, containerProps } = useMenuDisclosure();
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const profile = useProfile().data;

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    // A full page load: every cached answer and every signed-in screen goes with the session,
    // so none of them asks the server again without a credential.
    window.location.assign(toDocumentPath(LOGIN_PATH));
  };

  return (
    <div className="relative" {...containerProps}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg px-2 py-2 font-semibold text-brand-800 hover:bg-brand-100 sm:px-3"
      >
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
          <circle cx="10" cy="7" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path
            d="M3.5 17c.8-3.2 3.4-5 6.5-5s5.7 1.8 6.5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
        <span className="max-w-[6rem] truncate sm:max-w-none">
          {profile ? profile.name.firstName : 'Account'}
        </span>
        <span className="sr-only"> account menu</span>
        <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
          <path
            d={open ? 'm4 10 4-4 4 4' : 'm4 6 4 4 4-4'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 w-72 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        <AccountSummary email={profile?.email} />
        <ul>
          <li>
            <Link to="/dashboard" className={ITEM} onClick={() => close(false)}>
              Dashboard
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={ITEM}
              aria-busy={signingOut || undefined}
              onClick={() => void onSignOut()}
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
