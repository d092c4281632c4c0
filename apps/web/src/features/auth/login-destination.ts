import { redirectUrlFrom } from '@/lib/auth/login-path';

export const SIGNED_IN_HOME = '/dashboard';

/**
 * Where sign-in leads: the page the borrower was sent away from, when redirectUrl is a path
 * inside the app (a slash then a lowercase letter), otherwise the dashboard.
 */
export function loginDestination(search: string | URLSearchParams): string {
  return redirectUrlFrom(search) ?? SIGNED_IN_HOME;
}
