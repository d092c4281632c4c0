import { hasOpsRole } from '@openheloc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { OPS_LOGIN_PATH } from '@/lib/ops-auth/ops-paths';
import { opsLogOut } from '@/lib/ops-auth/ops-session';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { useOpsUser } from '@/lib/ops-auth/use-ops-user';
import { OPS_NAV_ITEMS } from './ops-nav';

const NAV_LINK =
  'inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 hover:decoration-2';

/** The signed-in operations area: who is signed in, the screens their roles open, sign out. */
function OpsBar() {
  const { data: user } = useOpsUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const items = OPS_NAV_ITEMS.filter((item) => hasOpsRole(user, item.roles));

  const signOut = async () => {
    setSigningOut(true);
    try {
      await opsLogOut();
    } catch {
      // The token is forgotten either way; an unreachable server cannot keep anyone signed in here.
    }
    queryClient.clear();
    await navigate(OPS_LOGIN_PATH, { replace: true });
  };

  return (
    <div className="border-b border-line bg-brand-50">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
        <nav
          aria-label="Operations"
          className="order-last w-full sm:order-first sm:w-auto sm:flex-1"
        >
          <ul className="-mx-2 flex flex-wrap gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) => `${NAV_LINK} ${isActive ? 'decoration-2' : ''}`}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex w-full items-center justify-between gap-4 sm:w-auto">
          <p>
            <span className="sr-only">Signed in as </span>
            <span className="font-semibold">{user.name}</span>
          </p>
          <button
            type="button"
            onClick={() => void signOut()}
            aria-disabled={signingOut || undefined}
            className={NAV_LINK}
          >
            Sign out
          </button>
        </div>
      </div>
    </div>
  );
}

/** Layout of every signed-in operations screen (`/ops/...`). */
export function OpsLayout() {
  return (
    <RequireOpsUser>
      <OpsBar />
      <Outlet />
    </RequireOpsUser>
  );
}
