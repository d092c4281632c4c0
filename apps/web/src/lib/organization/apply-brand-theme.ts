import { BRAND_SHADES, type BrandScale } from '@openheloc/domain';

/** Sets --brand-50 … --brand-800 through the CSSOM, which the CSP allows (no style attribute). */
export function applyBrandTheme(
  brand: BrandScale,
  style: Pick<CSSStyleDeclaration, 'setProperty'>,
): void {
  for (const shade of BRAND_SHADES) style.setProperty(`--brand-${shade}`, brand[shade]);
}
