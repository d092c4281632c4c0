import { z } from 'zod';
import { SESSION_STORAGE_KEYS, sessionStore, type TypedStorage } from '../storage';
import { loginPathFor, REDIRECT_URL_PARAM } from './login-path';

export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Please sign in again to continue where you left off.';

const zSignInReturn = z.object({ path: z.string(), expired: z.boolean() });
export type SignInReturn = z.infer<typeof zSignInReturn>;

type Store = Pick<TypedStorage<string>, 'getJson' | 'setJson' | 'remove'>;
const KEY = SESSION_STORAGE_KEYS.signInReturn;

/** A path inside the app: one slash then a path character, never another origin. */
const isAppPath = (path: string) => /^\/[^/\\]/.test(path) || path === '/';

/**
 * The login page to send a borrower to, remembering in this tab where they were and why (their
 * session expired, or the page needs one), since redirectUrl alone is not honoured for every path.
 */
export function signInPathRemembering(
  appPathWithSearch: string,
  { expired }: { expired: boolean },
  store: Store = sessionStore,
): string {
  store.setJson(KEY, { path: appPathWithSearch, expired });
  return loginPathFor(appPathWithSearch);
}

/**
 * What this tab remembered for the login page it is on: only when the page's redirectUrl is the
 * path the app itself sent the borrower away from (a link made elsewhere resumes nothing).
 */
export function rememberedSignInReturn(
  search: string | URLSearchParams,
  store: Store = sessionStore,
): SignInReturn | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const remembered = store.getJson(KEY, zSignInReturn);
  if (!remembered || !isAppPath(remembered.path)) return null;
  return params.get(REDIRECT_URL_PARAM) === remembered.path ? remembered : null;
}

/** Signed in again: the return is used. */
export function forgetSignInReturn(store: Store = sessionStore): void {
  store.remove(KEY);
}
