import { toDocumentPath } from '@/lib/base-path';

/** The legal pages this app serves. The spec has every link to them load the whole document. */
export const LEGAL_PAGE_PATHS = ['/terms', '/privacy', '/licenses', '/communications'] as const;
export type LegalPagePath = (typeof LEGAL_PAGE_PATHS)[number];

function isLegalPagePath(path: string): path is LegalPagePath {
  return (LEGAL_PAGE_PATHS as readonly string[]).includes(path);
}

/**
 * Where a link to one of the lender's legal pages goes. The organisation record names them on
 * the lender's own site (`https://lender.example/terms`), where this app serves them under its
 * base path; so such a URL becomes the page's document path on the current host. Any other URL
 * (a privacy policy on another site, say) is returned unchanged.
 */
export function legalPageHref(url: string, baseUrl: string): string {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(baseUrl);
  } catch {
    return url;
  }
  const path = target.pathname.replace(/\/+$/, '');
  if (target.origin !== base.origin || !isLegalPagePath(path)) return url;
  return `${toDocumentPath(path)}${target.search}${target.hash}`;
}
