// pg_trgm's similarity in the API process, over a TermDictionary: search finds the terms that
// look like a misspelt word here instead of asking the database (search_terms / search_words
// have GIN trigram indexes for the same question), so a search of made-up words costs no SQL.
// trigrams.test.ts holds it to similarity() in Postgres.
import type { TermDictionary } from './term-dictionary.js';

/** pg_trgm's trigrams of a text: each run of letters and digits padded "  word ", in threes. */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    // Code points, as pg_trgm counts characters (a combining mark is a character of its own).
    const chars = [' ', ' ', ...Array.from(word), ' '];
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  }
  return found;
}

export interface Similar {
  term: string;
  /** As similarity() answers it: a float4. */
  similarity: number;
}

/** Trigrams of every term, and the terms of every trigram. */
export class TrigramIndex {
  readonly #terms: string[];
  readonly #sizes: Uint16Array;
  readonly #byTrigram = new Map<string, number[]>();

  constructor(private readonly dictionary: TermDictionary) {
    this.#terms = dictionary.all();
    this.#sizes = new Uint16Array(this.#terms.length);
    this.#terms.forEach((term, id) => {
      const own = trigrams(term);
      this.#sizes[id] = own.size;
      for (const trigram of own) {
        const ids = this.#byTrigram.get(trigram);
        if (ids) ids.push(id);
        else this.#byTrigram.set(trigram, [id]);
      }
    });
  }

  /**
   * Terms at least `threshold` alike, closest first, then most products, at most `limit`: what
   * `WHERE similarity(term, $text) >= threshold ORDER BY similarity DESC, products DESC LIMIT n`
   * answers (ties beyond that by term, where Postgres leaves the order open).
   */
  similar(text: string, threshold: number, limit: number): Similar[] {
    const own = trigrams(text);
    if (own.size === 0) return [];
    const shared = new Map<number, number>();
    for (const trigram of own)
      for (const id of this.#byTrigram.get(trigram) ?? [])
        shared.set(id, (shared.get(id) ?? 0) + 1);
    const least = Math.fround(threshold);
    const found: (Similar & { products: number })[] = [];
    for (const [id, common] of shared) {
      const similarity = Math.fround(common / (own.size + (this.#sizes[id] ?? 0) - common));
      if (similarity < least) continue;
      const term = this.#terms[id] ?? '';
      found.push({ term, similarity, products: this.dictionary.products(term) });
    }
    found.sort(
      (a, b) =>
        b.similarity - a.similarity ||
        b.products - a.products ||
        (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );
    return found.slice(0, limit).map(({ term, similarity }) => ({ term, similarity }));
  }
}

const indexes = new WeakMap<TermDictionary, TrigramIndex>();

/** The dictionary's trigram index, built on first use (a new list index has new dictionaries). */
export function trigramIndexOf(dictionary: TermDictionary): TrigramIndex {
  let index = indexes.get(dictionary);
  if (!index) {
    index = new TrigramIndex(dictionary);
    indexes.set(dictionary, index);
  }
  return index;
}
