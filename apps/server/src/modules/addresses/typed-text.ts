/**
 * Typed text is data: markup is dropped and only words made of letters and digits (with inner
 * apostrophes, hyphens and slashes, and a leading '#') are kept, so nothing else can reach an answer.
 */
const TOKEN = /#?[\p{L}\p{N}]+(?:['\-/][\p{L}\p{N}]+)*|#/gu;

/** The typed text's comma-separated segments, each as its tokens; empty segments are dropped. */
export function typedSegments(text: string): string[][] {
  const withoutMarkup = text.replace(/<[^>]*(?:>|$)/g, ' ').replace(/[\u2018\u2019\u02bc]/g, "'");
  return withoutMarkup
    .split(/[,;\n]/)
    .map((segment) => Array.from(segment.matchAll(TOKEN), (match) => match[0]))
    .filter((tokens) => tokens.length > 0);
}
