import { REDIRECT_URL_PARAM, redirectUrlFrom } from '@/lib/auth/login-path';

export const OPS_HOME_PATH = '/ops';
export const OPS_LOGIN_PATH = '/ops/login';

/** Only paths of the operations screens are honoured after an operations sign-in. */
function isOpsPath(path: string): boolean {
  return path === OPS_HOME_PATH || path.startsWith(`${OPS_HOME_PATH}/`);
}

/**
 * Where an operations user whose session is missing or over signs in, with the way back; null
 * on the sign-in page itself, where a refusal is an answer to show.
 */
export function opsLoginPathFor(appPathWithSearch: string): string | null {
  const path = appPathWithSearch.split('?')[0] ?? '';
  if (path === OPS_LOGIN_PATH) return null;
  if (!isOpsPath(path)) return OPS_LOGIN_PATH;
  const search = new URLSearchParams({ [REDIRECT_URL_PARAM]: appPathWithSearch });
  return `${OPS_LOGIN_PATH}?${search.toString()}`;
}

/** After sign-in: back to the operations screen that asked for it, else the operations home. */
export function opsLoginDestination(search: string | URLSearchParams): string {
  const wanted = redirectUrlFrom(search);
  return wanted !== undefined && isOpsPath(wanted.split('?')[0] ?? '') ? wanted : OPS_HOME_PATH;
}
