/** Words that say nothing about the topic of a question. */
const STOPWORDS = new Set(
  `a about after am an and any are as at be been before being but by can could did do does doing
  for from get got had has have having how i i'm if in into is it its just me my of on or our out
  please so some than that the their them then there these they this those to too up us was we
  were what when where which who whom why will with would you your yours tell know want need
  hi hello hey thanks thank much many there's what's`.split(/\s+/),
);

/** Lower case, split on anything but letters and digits, stopwords out, plural and -ing off. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOPWORDS.has(word))
    .map(stem);
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export type Ranked<T> = { item: T; score: number; coverage: number };

const K1 = 1.2;
const B = 0.75;

/**
 * Okapi BM25 over a small fixed collection. Besides the score, each result says which share of
 * the question's words the document contains (coverage), which tells an on-topic question from
 * one that merely shares a word with the product's facts.
 */
export function createBm25Index<T>(items: readonly T[], textOf: (item: T) => string) {
  const documents = items.map((item) => {
    const terms = tokenize(textOf(item));
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    return { item, length: terms.length, frequencies };
  });
  const averageLength =
    documents.reduce((sum, document) => sum + document.length, 0) / Math.max(documents.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const document of documents) {
    for (const term of document.frequencies.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const idf = (term: string) => {
    const n = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documents.length - n + 0.5) / (n + 0.5));
  };

  return {
    search(query: string): Ranked<T>[] {
      const terms = [...new Set(tokenize(query))];
      if (terms.length === 0) return [];
      return documents
        .map((document) => {
          let score = 0;
          let matched = 0;
          for (const term of terms) {
            const frequency = document.frequencies.get(term) ?? 0;
            if (frequency === 0) continue;
            matched += 1;
            score +=
              (idf(term) * frequency * (K1 + 1)) /
              (frequency + K1 * (1 - B + (B * document.length) / averageLength));
          }
          return { item: document.item, score, coverage: matched / terms.length };
        })
        .filter((result) => result.score > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}
