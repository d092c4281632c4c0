import { normalizeRoutePath } from '@openheloc/domain';

/** The query parameter a Change link sets so that saving the step returns to where it was. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The pages a step may send the borrower back to. Only these names are read from the address,
 * so the parameter can never point outside the application.
 */
export const RETURN_TARGETS = ['start/app-summary'] as const;
export type ReturnTarget = (typeof RETURN_TARGETS)[number];

export const APP_SUMMARY_PATH: ReturnTarget = 'start/app-summary';

/** The return target in a location's query, or null when there is none or it is not one of ours. */
export function readReturnTo(search: string): ReturnTarget | null {
  const value = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (value === null) return null;
  const path = normalizeRoutePath(value);
  return RETURN_TARGETS.find((target) => target === path) ?? null;
}

/** A step's path (under /{uuid}/) that comes back to `target` once saved. */
export function withReturnTo(path: string, target: ReturnTarget | null): string {
  if (target === null) return path;
  return `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}

/**
 * The page to go to once a step is saved: back where the borrower came from, else the step's own
 * next page. The layout goes there only if the server's new state allows it.
 */
export function nextAfterSave(returnTo: ReturnTarget | null, next?: string): string | undefined {
  return returnTo ?? next;
}
