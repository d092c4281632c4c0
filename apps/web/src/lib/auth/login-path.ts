import { isAllowedRedirectPath } from '@openheloc/domain';

export const LOGIN_PATH = '/auth/login';
export const SIGNER_LOGIN_PATH = '/heloc-signer/login';
export const REDIRECT_URL_PARAM = 'redirectUrl';

/**
 * Where to send someone whose session is missing or over, with the way back: additional
 * signers have their own sign-in, everyone else goes to the fallback login.
 */
export function loginPathFor(appPathWithSearch: string): string {
  const isSigner =
    appPathWithSearch === '/heloc-signer' || appPathWithSearch.startsWith('/heloc-signer/');
  const search = new URLSearchParams({ [REDIRECT_URL_PARAM]: appPathWithSearch });
  return `${isSigner ? SIGNER_LOGIN_PATH : LOGIN_PATH}?${search.toString()}`;
}

/** The redirectUrl a login page may honour: only a path inside the app (spec: '/' + a-z). */
export function redirectUrlFrom(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(REDIRECT_URL_PARAM);
  return value !== null && isAllowedRedirectPath(value) ? value : undefined;
}
