import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from '../list-index/list-index.js';
import { rankSearch, type WordTerms } from '../list-index/search-scoring.js';
import { searchWords } from '../list-index/search-text.js';
import { similarTerms, stemWords } from './search-terms.js';

const PREFIX_TERMS = 10;
const PREFIX_QUALITY = 0.5;
const TYPO_QUALITY = 0.6;

interface Context {
  index: ListIndex;
  languageId: LanguageId;
  text: string;
}

/**
 * Product search over the Norwegian full-text terms: every word must match, through its lexeme
 * (Postgres' stemmer), longer terms it starts (prefix) or, when neither exists, terms that look
 * alike (trigram; misspellings and odd plurals). An exact article number finds that product.
 */
export class ProductSearch {
  readonly #stems = new LRUCache<string, string>({ max: 20_000 });
  readonly #typos = new LRUCache<string, { term: string; similarity: number }[]>({ max: 5_000 });
  #results: LRUCache<string, Int32Array, Context> | null = null;
  #resultsIndex: ListIndex | null = null;

  constructor(private readonly db: Queryable) {}

  /** Positions of the matching products, best first; text as normaliseSearchText gives it. */
  async hits(index: ListIndex, languageId: LanguageId, text: string): Promise<Int32Array> {
    if (!text) return new Int32Array(0);
    const context = { index, languageId, text };
    return (
      (await this.#resultsFor(index).fetch(`${languageId}\n${text}`, { context })) ??
      new Int32Array(0)
    );
  }

  #resultsFor(index: ListIndex): LRUCache<string, Int32Array, Context> {
    if (this.#results && this.#resultsIndex === index) return this.#results;
    this.#resultsIndex = index;
    this.#typos.clear();
    // Sized in positions held: about 8 MB of integers at most.
    this.#results = new LRUCache<string, Int32Array, Context>({
      maxSize: 2_000_000,
      sizeCalculation: (hits) => hits.length + 1,
      fetchMethod: (_key, _stale, { context }) => this.#search(context),
    });
    return this.#results;
  }

  async #search({ index, languageId, text }: Context): Promise<Int32Array> {
    // An exact article number (or its digits) means that one product.
    const article = index.articles.find(text);
    if (article !== undefined) return Int32Array.of(article);
    const words = searchWords(text);
    const stems = await this.#stemsOf(index, words);
    const expanded = await Promise.all(
      words.map((word) => this.#expand(index, languageId, word, stems.get(word) ?? word)),
    );
    return rankSearch(index, languageId, expanded);
  }

  async #expand(
    index: ListIndex,
    languageId: LanguageId,
    word: string,
    stem: string,
  ): Promise<WordTerms> {
    const { dictionary, postings } = index.terms[languageId];
    const terms = new Map<string, number>();
    if (stem === '') return { terms: [] }; // a stop word: no constraint
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
      for (const similar of await this.#similar(languageId, stem))
        add(similar.term, TYPO_QUALITY * similar.similarity);
    }
    return {
      terms: [...terms].flatMap(([term, quality]) => {
        const found = postings.get(term);
        return found ? [{ quality, postings: found }] : [];
      }),
    };
  }

  /** Lexemes from the index's word list, else from Postgres (remembered). */
  async #stemsOf(index: ListIndex, words: readonly string[]): Promise<Map<string, string>> {
    // Tokens with a digit (3000, 12v) go to the "simple" dictionary unstemmed (norwegian config).
    const known = (w: string) => (/\d/.test(w) ? w : (index.lexemes.get(w) ?? this.#stems.get(w)));
    const missing = words.filter((w) => known(w) === undefined);
    if (missing.length > 0)
      for (const [word, stem] of await stemWords(this.db, missing)) this.#stems.set(word, stem);
    return new Map(words.map((w) => [w, known(w) ?? w]));
  }

  async #similar(languageId: LanguageId, lexeme: string) {
    const key = `${languageId}\n${lexeme}`;
    let found = this.#typos.get(key);
    if (!found) {
      found = await similarTerms(this.db, languageId, lexeme);
      this.#typos.set(key, found);
    }
    return found;
  }
}
