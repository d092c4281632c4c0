import { describe, expect, it } from 'vitest';
import { GRANITE, rawDataFile, rawLender } from './lender-fixtures';
import { parseLenderData } from './load-organizations';
import { escapeXml, renderLogoSvg } from './logo-svg';
import { createOrganizationRegistry } from './registry';

describe('renderLogoSvg', () => {
  const [, org] = parseLenderData(
    rawDataFile([rawLender(), { ...GRANITE, brandName: 'Oak & Elm <Bank> "One"' }]),
    'test',
  );
  if (!org) throw new Error('fixture organisation missing');
  const svg = renderLogoSvg(org);

  it('writes the brand name in the 700 shade, escaped', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`fill="${org.theme.brand['700']}"`);
    expect(svg).toContain('Oak &#38; Elm &#60;Bank&#62; &#34;One&#34;');
    expect(svg).not.toContain('<Bank>');
  });

  it('widens with the name', () => {
    const width = (text: string) => Number(/width="(\d+)"/.exec(text)?.[1]);
    expect(
      width(renderLogoSvg({ ...org, brandName: 'A much longer lender brand name' })),
    ).toBeGreaterThan(width(renderLogoSvg({ ...org, brandName: 'Short' })));
  });

  it('escapes every character that could end an attribute or start markup', () => {
    expect(escapeXml(`<'&">`)).toBe('&#60;&#39;&#38;&#34;&#62;');
  });
});

describe('renderLogoSvg fitting', () => {
  const org = createOrganizationRegistry().defaultOrganization;

  it('fits the name to the box so no font can clip it', () => {
    const svg = renderLogoSvg(org);
    const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1]);
    const textLength = Number(/textLength="(\d+)"/.exec(svg)?.[1]);
    expect(svg).toContain('lengthAdjust="spacingAndGlyphs"');
    expect(textLength).toBeGreaterThan(0);
    expect(textLength).toBeLessThan(width);
  });

  it('gives capitals more room than lower case', () => {
    const width = (name: string) =>
      Number(/<svg[^>]* width="(\d+)"/.exec(renderLogoSvg({ ...org, brandName: name }))?.[1]);
    expect(width('OPENHELOC')).toBeGreaterThan(width('openheloc'));
  });
});
