import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from '../list-index/list-index.js';
import { rankSearch, withArticleFirst, type TermPostings } from '../list-index/search-scoring.js';
import { searchWords } from '../list-index/search-text.js';
import { TermDictionary } from '../list-index/term-dictionary.js';
import { similarTerms, stemWords, termDictionary, termPostings } from './search-terms.js';

const PREFIX_TERMS = 10;
const PREFIX_QUALITY = 0.5;
const TYPO_QUALITY = 0.6;

/** Caches that hold positions, valid for one index. */
interface IndexCaches {
  index: ListIndex;
  dictionaries: Map<LanguageId, Promise<TermDictionary>>;
  postings: LRUCache<string, TermPostings>;
  results: LRUCache<string, Int32Array, { languageId: LanguageId; text: string }>;
}

/**
 * Product search over the Norwegian full-text terms: every word must match, through its lexeme
 * (the stemmer's), longer terms it starts (prefix) or, when neither exists, terms that look alike
 * (trigram; misspellings and odd plurals). An exact article number comes first.
 */
export class ProductSearch {
  readonly #stems = new LRUCache<string, string>({ max: 20_000 });
  #caches: IndexCaches | null = null;

  constructor(private readonly db: Queryable) {}

  /** Positions of the matching products, best first; text as normaliseSearchText gives it. */
  async hits(index: ListIndex, languageId: LanguageId, text: string): Promise<Int32Array> {
    if (!text) return new Int32Array(0);
    const results = this.#cachesFor(index).results;
    return (
      (await results.fetch(`${languageId}\n${text}`, { context: { languageId, text } })) ??
      new Int32Array(0)
    );
  }

  #cachesFor(index: ListIndex): IndexCaches {
    if (this.#caches?.index === index) return this.#caches;
    const caches: IndexCaches = {
      index,
      dictionaries: new Map(),
      // Sized in positions held: about 16 MB of integers at most.
      postings: new LRUCache({
        maxSize: 4_000_000,
        sizeCalculation: (p) => p.positions.length + p.namePositions.length + 1,
      }),
      results: new LRUCache({
        maxSize: 2_000_000,
        sizeCalculation: (hits) => hits.length + 1,
        fetchMethod: (_key, _stale, { context }) =>
          this.#search(caches, context.languageId, context.text),
      }),
    };
    this.#caches = caches;
    return caches;
  }

  async #search(caches: IndexCaches, languageId: LanguageId, text: string): Promise<Int32Array> {
    const words = searchWords(text);
    const stems = await this.#stemsOf(words);
    const dictionary = await this.#dictionary(caches, languageId);
    const expanded = await Promise.all(
      words.map((word) => this.#expand(dictionary, languageId, word, stems.get(word) ?? word)),
    );
    const postings = await this.#postings(
      caches,
      languageId,
      expanded.flatMap((terms) => [...terms.keys()]),
    );
    const ranked = rankSearch(
      caches.index,
      languageId,
      expanded.map((terms) => ({
        terms: [...terms].flatMap(([term, quality]) => {
          const found = postings.get(term);
          return found ? [{ quality, postings: found }] : [];
        }),
      })),
    );
    return withArticleFirst(ranked, caches.index.articles.get(text.toUpperCase()));
  }

  async #expand(dictionary: TermDictionary, languageId: LanguageId, word: string, stem: string) {
    const terms = new Map<string, number>();
    if (stem === '') return terms; // a stop word: no constraint
    const add = (term: string, quality: number) => {
      if (quality > (terms.get(term) ?? 0)) terms.set(term, quality);
    };
    if (dictionary.has(stem)) add(stem, 1);
    if (dictionary.has(word)) add(word, 1);
    // A word with no term of its own may be the start of one ("brems", "vinsjf").
    if (terms.size === 0 || word.length >= 4) {
      for (const term of dictionary.withPrefix(stem, PREFIX_TERMS)) add(term, PREFIX_QUALITY);
      for (const term of dictionary.withPrefix(word, PREFIX_TERMS)) add(term, PREFIX_QUALITY);
    }
    if (terms.size === 0 && word.length >= 4 && /\p{L}/u.test(word)) {
      for (const similar of await similarTerms(this.db, languageId, stem))
        add(similar.term, TYPO_QUALITY * similar.similarity);
    }
    return terms;
  }

  async #stemsOf(words: readonly string[]): Promise<Map<string, string>> {
    const missing = words.filter((w) => !this.#stems.has(w));
    if (missing.length > 0)
      for (const [word, stem] of await stemWords(this.db, missing)) this.#stems.set(word, stem);
    return new Map(words.map((w) => [w, this.#stems.get(w) ?? w]));
  }

  #dictionary(caches: IndexCaches, languageId: LanguageId): Promise<TermDictionary> {
    let dictionary = caches.dictionaries.get(languageId);
    if (!dictionary) {
      dictionary = termDictionary(this.db, languageId).then((rows) => new TermDictionary(rows));
      dictionary.catch(() => caches.dictionaries.delete(languageId));
      caches.dictionaries.set(languageId, dictionary);
    }
    return dictionary;
  }

  async #postings(caches: IndexCaches, languageId: LanguageId, terms: readonly string[]) {
    const key = (term: string) => `${languageId}\n${term}`;
    const missing = [...new Set(terms)].filter((t) => !caches.postings.has(key(t)));
    if (missing.length > 0) {
      const positions = (ids: Int32Array) => ids.map(caches.index.positionOf).filter((p) => p >= 0);
      for (const row of await termPostings(this.db, languageId, missing)) {
        const value = { positions: positions(row.ids), namePositions: positions(row.nameIds) };
        caches.postings.set(key(row.term), value);
      }
    }
    return new Map(
      terms.flatMap((t) => {
        const found = caches.postings.get(key(t));
        return found ? [[t, found] as const] : [];
      }),
    );
  }
}
