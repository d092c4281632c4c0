import { PACIFIC_TIME_ZONE } from '@openheloc/domain';
import { rgb, type PDFPage, type RGB } from '@cantoo/pdf-lib';
import type { FontSet, Typeface } from '../documents/pdf/typeface';

export const LETTER: [number, number] = [612, 792];
export const MARGIN = 54;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.36, 0.4, 0.46);

export const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'long',
});

function wrap(text: string, font: Typeface, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of font.drawable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word longer than the line (a hash) is cut where it reaches the margin.
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes a certificate page top-down: wrapped text, and label-value rows. */
export class CertificateWriter {
  y = LETTER[1] - MARGIN;
  private readonly width = LETTER[0] - 2 * MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: FontSet,
  ) {}

  write(text: string, font: Typeface, size: number, color: RGB = INK): this {
    for (const line of wrap(text, font, size, this.width)) {
      this.y -= size * 1.35;
      font.draw(this.page, line, { x: MARGIN, y: this.y, size, color });
    }
    return this;
  }

  title(text: string, lede: string): this {
    this.write(text, this.fonts.bold, 20);
    this.y -= 4;
    this.write(lede, this.fonts.regular, 10, MUTED);
    this.y -= 8;
    return this;
  }

  row(label: string, value: string): this {
    this.y -= 6;
    this.write(label, this.fonts.bold, 10, MUTED);
    return this.write(value, this.fonts.regular, 11);
  }

  gap(points: number): this {
    this.y -= points;
    return this;
  }
}
