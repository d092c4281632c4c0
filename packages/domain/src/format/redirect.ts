/**
 * A login redirect is honoured only for in-app paths: a slash then a lowercase letter. This
 * refuses absolute URLs and protocol-relative '//host' targets (open redirects).
 */
export function isAllowedRedirectPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/[a-z]/.test(value);
}
