import { describe, expect, it } from 'vitest';
import { createOrganizationRegistry } from '../modules/organizations/registry';
import { appPathOf, renderIndex } from './web-app-routes';

const html =
  '<html><head><title>x</title><!--org-record--></head><body><div id="root"><div role="status"><!--org-logo--></div></div></body></html>';

describe('renderIndex', () => {
  const org = createOrganizationRegistry().defaultOrganization;

  it('embeds the organisation as a JSON data block and titles the page with the brand', () => {
    const page = renderIndex(html, org, 'production');
    const json = /<script id="org-record" type="application\/json">(.*)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(org);
    expect(page).toContain(`<title>${org.brandName}</title>`);
  });

  it('names the mode for the browser', () => {
    expect(renderIndex(html, org, 'sandbox')).toContain(
      '<meta name="app-environment" content="sandbox" />',
    );
  });

  it("puts the lender's logo on the cover painted before the app's code runs", () => {
    expect(renderIndex(html, org, 'production')).toContain(
      `<div role="status"><img src="${org.theme.logoUrl}" alt="" class="h-10 w-auto" /></div>`,
    );
  });

  it("names the files of the path's first screen for the browser to fetch at once", () => {
    const page = renderIndex(html, org, 'production', {
      preload: ['assets/v2-layout-a1.js', 'assets/property-step-b2.js'],
    });
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/account/heloc/assets/v2-layout-a1.js" />' +
        '<link rel="modulepreload" crossorigin href="/account/heloc/assets/property-step-b2.js" />',
    );
    expect(renderIndex(html, org, 'production')).not.toContain('modulepreload');
  });

  it('cannot be broken out of by a value containing a closing tag', () => {
    const hostile = {
      ...org,
      brandName: '</script><script>alert(1)</script>',
      theme: { ...org.theme, logoUrl: '"><script>alert(1)</script>' },
    };
    const page = renderIndex(html, hostile, 'production');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('<title>&#60;/script&#62;');
    expect(page).toContain('<img src="&#34;&#62;&#60;script&#62;');
  });
});

describe('appPathOf', () => {
  it.each([
    ['/account/heloc/register-v2', '/register-v2'],
    ['/account/heloc/register-v2?utm_source=mail', '/register-v2'],
    ['/account/heloc/register-v2/income', '/register-v2/income'],
    ['/account/heloc/', '/'],
    ['/elsewhere/register-v2', '/elsewhere/register-v2'],
  ])('reads %s as %s', (url, appPath) => {
    expect(appPathOf(url)).toBe(appPath);
  });
});
