import type { Organization } from '@openheloc/domain';

const FONT_SIZE = 28;
const PADDING = 8;
/** Bold sans-serif glyphs average a little over half the font size; slack beats clipping. */
const AVERAGE_GLYPH_WIDTH = 0.62 * FONT_SIZE;

/**
 * A wordmark for lenders without artwork of their own: the brand name in the brand's 700 shade,
 * which the scale keeps readable on white.
 */
export function renderLogoSvg(org: Organization): string {
  const name = escapeXml(org.brandName);
  const width = Math.ceil(org.brandName.length * AVERAGE_GLYPH_WIDTH + 2 * PADDING);
  const height = FONT_SIZE + 2 * PADDING;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<text x="${PADDING}" y="${PADDING + Math.round(FONT_SIZE * 0.8)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${FONT_SIZE}" font-weight="700" fill="${org.theme.brand['700']}">${name}</text>`,
    '</svg>',
  ].join('');
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
