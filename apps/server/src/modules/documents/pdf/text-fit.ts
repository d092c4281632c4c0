import type { Typeface } from './typeface';

/** Splits text into lines no wider than `width` at `size`, breaking at spaces (and newlines). */
export function wrapText(font: Typeface, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of font.drawable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
