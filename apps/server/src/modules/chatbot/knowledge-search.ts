import type { Organization, PricingConfig } from '@openheloc/domain';
import { createBm25Index } from './bm25';
import { knowledgeBase, type KnowledgeEntry } from './knowledge-base';

/** At least half of the question's words must be in the entry: sharing one word is no answer. */
export const MIN_COVERAGE = 0.5;
export const MIN_SCORE = 1.5;

export type KnowledgeSearch = { answer(question: string): KnowledgeEntry | null };

/** The lender's fact sheet with full-text retrieval; null when no entry answers the question. */
export function createKnowledgeSearch(org: Organization, pricing: PricingConfig): KnowledgeSearch {
  // The phrasings count twice: they are how people ask, the answer is how we say it.
  const index = createBm25Index(
    knowledgeBase(org, pricing),
    (entry) => `${entry.keywords} ${entry.keywords} ${entry.answer}`,
  );
  return {
    answer(question) {
      const [best] = index.search(question);
      return best && best.coverage >= MIN_COVERAGE && best.score >= MIN_SCORE ? best.item : null;
    },
  };
}
