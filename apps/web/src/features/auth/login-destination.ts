import { redirectUrlFrom } from '@/lib/auth/login-path';
import { rememberedSignInReturn } from '@/lib/auth/sign-in-return';
import type { TypedStorage } from '@/lib/storage';

export const SIGNED_IN_HOME = '/dashboard';

/**
 * Where sign-in leads: the page the borrower was sent away from, when redirectUrl is a path
 * inside the app (a slash then a lowercase letter) or the path this tab remembered sending them
 * from (an application's, which starts with its id); otherwise the dashboard.
 */
export function loginDestination(
  search: string | URLSearchParams,
  store?: Pick<TypedStorage<string>, 'getJson' | 'setJson' | 'remove'>,
): string {
  return redirectUrlFrom(search) ?? rememberedSignInReturn(search, store)?.path ?? SIGNED_IN_HOME;
}
