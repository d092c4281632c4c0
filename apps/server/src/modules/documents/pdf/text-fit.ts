import type { PDFFont } from 'pdf-lib';

const REPLACEMENTS: Record<string, string> = {
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u00a0': ' ',
  '\u2011': '-',
  '\u2212': '-',
};

const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text with every character the standard (WinAnsi) font cannot draw replaced, so a name typed
 * with an unusual letter never stops a document from being made.
 */
export function drawable(font: PDFFont, text: string): string {
  let known = charsets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charsets.set(font, known);
  }
  const set = known;
  return [...text]
    .map((char) => {
      if (set.has(char.codePointAt(0) ?? 0)) return char;
      const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if ([...plain].every((c) => set.has(c.codePointAt(0) ?? 0))) return plain;
      return REPLACEMENTS[char] ?? '?';
    })
    .join('');
}

/** Splits text into lines no wider than `width` at `size`, breaking at spaces (and newlines). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of drawable(font, text).split('\n')) {
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
