import { readFileSync } from 'node:fs';
import type { Organization } from '@openheloc/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrganizationContext } from '@/lib/organization/organization-context';
import { FullScreenLoader } from './full-screen-loader';

const LOGO = '/account/heloc/logo.svg';

/** Markup as the browser would build it, whatever the line breaks and indentation. */
const normalised = (html: string) =>
  html
    .replace(/<!--(?!org-logo)[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/ (\/?)>/g, '$1>')
    .trim();

function staticCover(): string {
  const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(page)?.[1];
  if (!root) throw new Error('index.html has no cover in #root');
  // What shows without JavaScript is not the app's to render.
  return root.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

describe('the cover index.html paints before the app runs', () => {
  it("is the app's first screen, the loader, with the logo where the server puts it", () => {
    const organization = { theme: { logoUrl: LOGO } } as Organization;
    const rendered = renderToStaticMarkup(
      <OrganizationContext.Provider value={organization}>
        <FullScreenLoader active />
      </OrganizationContext.Provider>,
    );
    // React adds a preload of the logo, which a whole page carries in its head.
    const cover = rendered.replace(/^<link rel="preload" as="image" [^>]*>/, '');
    const logo = /<img [^>]*>/.exec(cover)?.[0] ?? '';
    expect(logo).toContain(`src="${LOGO}"`);
    expect(normalised(staticCover().replace('<!--org-logo-->', logo))).toBe(normalised(cover));
  });
});
