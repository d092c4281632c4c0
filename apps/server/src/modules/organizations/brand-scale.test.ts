import { BRAND_SHADES } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { brandScale, carriesText, MIN_TEXT_CONTRAST, WHITE } from './brand-scale';
import { contrastRatio } from './colour';
import { loadOrganizations } from './load-organizations';

describe('brand scale', () => {
  const organizations = loadOrganizations();

  it.each(organizations.map((org) => [org.orgCode, org.theme.brand] as const))(
    '%s keeps text on its 600 shade and darker readable on white',
    (_orgCode, brand) => {
      for (const shade of BRAND_SHADES.filter(carriesText)) {
        expect(contrastRatio(brand[shade], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );

  it.each(['#1f5eff', '#ffd400', '#ffffff', '#000000', '#808080', '#00ff00', '#4a5d6e'])(
    'builds 16 shades from %s that darken step by step',
    (colour) => {
      const scale = brandScale(colour);
      const contrasts = BRAND_SHADES.map((shade) => contrastRatio(scale[shade], WHITE));
      expect(Object.keys(scale)).toHaveLength(16);
      contrasts.slice(1).forEach((contrast, index) => {
        expect(contrast).toBeGreaterThan(contrasts[index] ?? Number.POSITIVE_INFINITY);
      });
      expect(contrastRatio(scale['600'], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(scale['700'], WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it("keeps the lender's exact colour in the scale where it fits", () => {
    expect(Object.values(brandScale('#4A5D6E'))).toContain('#4a5d6e');
    expect(Object.values(brandScale('#ffd400'))).toContain('#ffd400');
  });

  it('keeps the hue of the brand colour', () => {
    const scale = brandScale('#c53030');
    const [r, g, b] = [1, 3, 5].map((start) =>
      Number.parseInt(scale['700'].slice(start, start + 2), 16),
    );
    expect(r).toBeGreaterThan(g ?? 255);
    expect(r).toBeGreaterThan(b ?? 255);
  });
});
