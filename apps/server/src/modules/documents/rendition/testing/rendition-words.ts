import { extractedText } from '../../testing/pdf-tools';

/**
 * What a reader sees of an HTML fragment: its text, without tags, entities decoded. Words only
 * for screen readers (a notary's blank says what it is) are not the PDF's.
 */
export const visibleText = (html: string) =>
  html
    .replace(/<span class="sr-only">.*?<\/span>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The words of a text (anything with a letter or digit), as a set: layout and order aside. */
const words = (text: string) =>
  new Set(
    text
      .replace(/\u2264/g, '<=')
      .replace(/\u2265/g, '>=')
      .replace(/\u2192/g, '->')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)),
  );

/**
 * The words each of a PDF and its rendition has that the other lacks: the PDF's page numbers and
 * the HTML's statement of the hash are each one's own, so they are left out.
 */
export function wordsApart(pdf: Uint8Array, html: string) {
  const pdfWords = words(extractedText(pdf).replace(/Page \d+ of \d+/g, ''));
  const htmlWords = words(visibleText(html.replace(/<p class="document-hash">.*?<\/p>/, '')));
  return {
    onlyInHtml: [...htmlWords].filter((word) => !pdfWords.has(word)),
    onlyInPdf: [...pdfWords].filter((word) => !htmlWords.has(word)),
  };
}
