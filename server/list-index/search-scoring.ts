/* eslint-disable @typescript-eslint/prefer-for-of -- for-of over a typed array allocates an
   iterator result per element until V8 optimises the loop: megabytes per request, measured. */
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

// Sort keys pack score, name length, popularity and position into one float64 integer (below
// 2^53), so the hits sort natively instead of through a comparator: 13 + 6 + 11 + 21 bits.
const POSITION_BITS = 2 ** 21;
const SCORE_STEPS = 256;
const MAX_SCORE = 2 ** 13 - 1;

function sortKey(score: number, nameWords: number, popularity: number, p: number): number {
  const s = MAX_SCORE - Math.min(MAX_SCORE, Math.round(score * SCORE_STEPS));
  const words = Math.min(63, nameWords);
  const popular = 2047 - Math.min(2047, Math.max(0, popularity));
  return ((s * 64 + words) * 2048 + popular) * POSITION_BITS + p;
}

/** Best score per product over the terms of one word; returns the products touched. */
function scoreWord(word: WordTerms, best: Float32Array): Int32Array {
  let capacity = 0;
  for (const { postings } of word.terms)
    capacity += postings.positions.length + postings.namePositions.length;
  const touched = new Int32Array(capacity);
  let n = 0;
  const offer = (list: Int32Array, score: number) => {
    for (let i = 0; i < list.length; i++) {
      const p = list[i] ?? 0;
      const current = best[p] ?? 0;
      if (current === 0) touched[n++] = p;
      if (score > current) best[p] = score;
    }
  };
  for (const { quality, postings } of word.terms) {
    offer(postings.positions, quality);
    offer(postings.namePositions, quality * NAME_WEIGHT);
  }
  return touched.subarray(0, n);
}

// Per-product scratch arrays, reused by every search (rankSearch runs synchronously) and left
// zeroed afterwards: allocating three catalogue-sized arrays per search fed the GC.
let scratch: { total: Float32Array; hits: Uint8Array; best: Float32Array } | null = null;

function scratchFor(size: number) {
  if (!scratch || scratch.total.length < size) {
    scratch = {
      total: new Float32Array(size),
      hits: new Uint8Array(size),
      best: new Float32Array(size),
    };
  }
  return scratch;
}

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
  if (used.length === 0 || index.size >= POSITION_BITS) return new Int32Array(0);
  const { total, hits, best } = scratchFor(index.size);
  // The first word's products are the candidates; later words only score those still in.
  const candidates = scoreWord(used[0] ?? { terms: [] }, best);
  for (let i = 0; i < candidates.length; i++) {
    const p = candidates[i] ?? 0;
    total[p] = best[p] ?? 0;
    hits[p] = 1;
    best[p] = 0;
  }
  for (let w = 1; w < used.length; w++) {
    const scored = scoreWord(used[w] ?? { terms: [] }, best);
    for (let i = 0; i < scored.length; i++) {
      const p = scored[i] ?? 0;
      if (hits[p] === w) {
        total[p] = (total[p] ?? 0) + (best[p] ?? 0);
        hits[p] = w + 1;
      }
      best[p] = 0;
    }
  }
  const nameWords = index.nameWords[languageId];
  const keys = new Float64Array(candidates.length);
  let n = 0;
  for (let i = 0; i < candidates.length; i++) {
    const p = candidates[i] ?? 0;
    if (hits[p] === used.length)
      keys[n++] = sortKey(total[p] ?? 0, nameWords[p] ?? 0, index.popularity[p] ?? 0, p);
    total[p] = 0;
    hits[p] = 0;
  }
  const sorted = keys.subarray(0, n).sort();
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = (sorted[i] ?? 0) % POSITION_BITS;
  return out;
}
