import { describe, expect, it } from 'vitest';
import { createOrganizationRegistry } from '../modules/organizations/registry';
import { brandStylesheet, brandStylesheetHref } from './brand-stylesheet';
import { renderIndex } from './web-app-routes';

const html =
  '<html><head><title>x</title><!--org-record--></head><body><div id="root"><!--app--><div role="status"><!--org-logo--></div><!--/app--></div></body></html>';

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

  it("links the lender's colours as a stylesheet whose address changes with them", () => {
    const page = renderIndex(html, org, 'production');
    expect(page).toContain(`<link rel="stylesheet" href="${brandStylesheetHref(org)}" /></head>`);
    expect(brandStylesheet(org)).toContain(`--brand-600:${org.theme.brand['600']}`);
    const recoloured = {
      ...org,
      theme: { ...org.theme, brand: { ...org.theme.brand, 600: '#000000' } },
    };
    expect(brandStylesheetHref(recoloured)).not.toBe(brandStylesheetHref(org));
  });

  it('puts a screen rendered on the server in place of the cover, with its hydration data', () => {
    const page = renderIndex(html, org, 'production', {
      html: '<main><h1>What is the property address?</h1></main>',
      head: '<link rel="preload" as="image" href="/logo.svg"/>',
      hydrationJson: '{"router":{"loaderData":{"x":"</script>"}}}',
    });
    expect(page).toContain(
      '<div id="root"><main><h1>What is the property address?</h1></main></div>',
    );
    expect(page).not.toContain('role="status"');
    const hint = page.indexOf('<link rel="preload" as="image" href="/logo.svg"/>');
    expect(hint).toBeGreaterThan(-1);
    expect(hint).toBeLessThan(page.indexOf('</head>'));
    const json = /<script id="server-hydration" type="application\/json">(.*?)<\/script>/.exec(
      page,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ router: { loaderData: { x: '</script>' } } });
    expect(renderIndex(html, org, 'production')).not.toContain('server-hydration');
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
