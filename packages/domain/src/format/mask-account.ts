import { ACCOUNT_MASK_VISIBLE_CHARS } from '../constants/ui-limits';

export const ACCOUNT_MASK_PREFIX = '****';

/** Shows only the last 4 characters ('****6789'); the prefix has a fixed width so length leaks nothing. */
export function maskAccount(account: string | null | undefined): string {
  const value = account?.trim() ?? '';
  if (value === '') return '';
  return `${ACCOUNT_MASK_PREFIX}${value.slice(-ACCOUNT_MASK_VISIBLE_CHARS)}`;
}
