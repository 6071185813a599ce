import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from './list-index.js';

/** The products of one full-text term, as index positions. */
export interface TermPostings {
  positions: Int32Array;
  /** Those whose name contains the term. */
  namePositions: Int32Array;
}

/** A search word and the terms standing for it: exact (1), prefix and typo matches (less). */
export interface WordTerms {
  terms: { quality: number; postings: TermPostings }[];
}

// A word in the product name weighs three times a word elsewhere (brand, category, specs).
const NAME_WEIGHT = 3;

/**
 * Products containing every word (through any of its terms), best first: per word the best
 * term counts, weighted by match quality and name; among equals a shorter name (a closer
 * match) and then the more popular product wins.
 */
export function rankSearch(
  index: ListIndex,
  languageId: LanguageId,
  words: readonly WordTerms[],
): Int32Array {
  const used = words.filter((w) => w.terms.length > 0);
  if (used.length === 0) return new Int32Array(0);
  const total = new Float32Array(index.size);
  const hits = new Uint8Array(index.size);
  const best = new Float32Array(index.size);
  let touched: number[] = [];
  for (const word of used) {
    touched = [];
    const offer = (p: number, score: number): void => {
      const current = best[p] ?? 0;
      if (current === 0) touched.push(p);
      if (score > current) best[p] = score;
    };
    for (const { quality, postings } of word.terms) {
      for (const p of postings.positions) offer(p, quality);
      for (const p of postings.namePositions) offer(p, quality * NAME_WEIGHT);
    }
    for (const p of touched) {
      total[p] = (total[p] ?? 0) + (best[p] ?? 0);
      hits[p] = (hits[p] ?? 0) + 1;
      best[p] = 0;
    }
  }
  const found = Int32Array.from(touched.filter((p) => hits[p] === used.length));
  const score = (p: number) => total[p] ?? 0;
  const popularity = (p: number) => index.popularity[p] ?? 0;
  const nameWords = index.nameWords[languageId];
  const length = (p: number) => nameWords[p] ?? 0;
  return found.sort(
    (a, b) =>
      score(b) - score(a) || length(a) - length(b) || popularity(b) - popularity(a) || a - b,
  );
}

/** The search's ranked positions with an exact article number match first. */
export function withArticleFirst(ranked: Int32Array, article: number | undefined): Int32Array {
  if (article === undefined) return ranked;
  return Int32Array.from([article, ...ranked.filter((p) => p !== article)]);
}
