import { createHash } from 'node:crypto';
import { BRAND_SHADES, type Organization } from '@openheloc/domain';
import { APP_BASE } from './redirect-routes';

/**
 * The lender's colours as CSS variables, for the page's first paint: the CSP allows no inline
 * style, so they are a stylesheet of their own. The colours are validated hex values.
 */
export function brandStylesheet(organization: Organization): string {
  const brand = organization.theme.brand;
  const variables = BRAND_SHADES.map((shade) => `--brand-${shade}:${brand[shade]}`).join(';');
  return `:root{${variables}}\n`;
}

/** Where the page links it; the version changes with the colours, so it may be cached. */
export function brandStylesheetHref(organization: Organization): string {
  const version = createHash('sha256')
    .update(brandStylesheet(organization))
    .digest('base64url')
    .slice(0, 12);
  return `${APP_BASE}/brand/${encodeURIComponent(organization.orgCode)}.css?v=${version}`;
}
