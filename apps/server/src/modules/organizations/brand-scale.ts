import { BRAND_SHADES, type BrandScale, type BrandShade } from '@openheloc/domain';
import { contrastRatio, hexToRgb, hslToRgb, relativeLuminance, rgbToHex, rgbToHsl } from './colour';

export const WHITE = '#ffffff';
/** WCAG AA for normal text: the 600 shade and darker carry text on white. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Target contrast on white for each shade. Every shade from 600 on stays clear of 4.5:1, with
 * headroom for rounding to whole hex channels.
 */
const TARGET_CONTRAST: Record<BrandShade, number> = {
  '50': 1.05,
  '100': 1.1,
  '150': 1.2,
  '200': 1.35,
  '250': 1.55,
  '300': 1.8,
  '350': 2.1,
  '400': 2.5,
  '450': 3,
  '500': 3.6,
  '550': 4.1,
  '600': 4.9,
  '650': 5.9,
  '700': 7.2,
  '750': 9.2,
  '800': 11.8,
};

/**
 * Builds the 16-shade scale from one brand colour: the lender's hue and saturation at the
 * lightness that reaches each shade's target contrast. The lender's exact colour takes the
 * shade nearest to its own contrast, unless that would put unreadable text on a 600+ shade.
 */
export function brandScale(brandColour: string): BrandScale {
  const hsl = rgbToHsl(hexToRgb(brandColour));
  const scale = Object.fromEntries(
    BRAND_SHADES.map((shade) => [shade, shadeWithContrast(hsl.h, hsl.s, TARGET_CONTRAST[shade])]),
  ) as BrandScale;
  const exactShade = nearestShade(contrastRatio(brandColour, WHITE));
  if (!carriesText(exactShade) || contrastRatio(brandColour, WHITE) >= MIN_TEXT_CONTRAST) {
    scale[exactShade] = brandColour.toLowerCase();
  }
  return scale;
}

export function carriesText(shade: BrandShade): boolean {
  return Number(shade) >= 600;
}

function nearestShade(contrast: number): BrandShade {
  let best: BrandShade = '500';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const shade of BRAND_SHADES) {
    // Compare on a log scale: contrast ratios are multiplicative.
    const distance = Math.abs(Math.log(contrast / TARGET_CONTRAST[shade]));
    if (distance < bestDistance) {
      best = shade;
      bestDistance = distance;
    }
  }
  return best;
}

/** Luminance rises with HSL lightness at a fixed hue and saturation, so bisection finds it. */
function shadeWithContrast(hue: number, saturation: number, targetContrast: number): string {
  const targetLuminance = (1 + 0.05) / targetContrast - 0.05;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 40; step += 1) {
    const mid = (low + high) / 2;
    if (relativeLuminance(hslToRgb({ h: hue, s: saturation, l: mid })) < targetLuminance) low = mid;
    else high = mid;
  }
  return rgbToHex(hslToRgb({ h: hue, s: saturation, l: low }));
}
