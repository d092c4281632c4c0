import type { Organization } from '@openheloc/domain';

const FONT_SIZE = 28;
const PADDING = 8;

/** Rough bold sans-serif advance widths, in ems: capitals are much wider than lower case. */
function estimatedTextWidth(text: string): number {
  let ems = 0;
  for (const char of text) {
    if (char === ' ') ems += 0.3;
    else if (/[A-Z]/.test(char)) ems += 0.74;
    else if (/[a-z]/.test(char)) ems += 0.58;
    else ems += 0.62;
  }
  return Math.ceil(ems * FONT_SIZE);
}

/**
 * A wordmark for lenders without artwork of their own: the brand name in the brand's 700 shade,
 * which the scale keeps readable on white. The text is fitted to the box (textLength), so whatever
 * font the browser picks, the name is never clipped.
 */
export function renderLogoSvg(org: Organization): string {
  const name = escapeXml(org.brandName);
  const textWidth = estimatedTextWidth(org.brandName);
  const width = textWidth + 2 * PADDING;
  const height = FONT_SIZE + 2 * PADDING;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<text x="${PADDING}" y="${PADDING + Math.round(FONT_SIZE * 0.8)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${FONT_SIZE}" font-weight="700" fill="${org.theme.brand['700']}" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs">${name}</text>`,
    '</svg>',
  ].join('');
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
