import type { LRUCache } from 'lru-cache';
import type { LanguageId } from '../i18n/language.js';
import { compoundTerms } from '../list-index/compound-terms.js';
import type { ListIndex } from '../list-index/list-index.js';
import { norwegianStem } from '../list-index/norwegian-stem.js';
import { rankSearch, type WordTerms } from '../list-index/search-scoring.js';
import { searchWords } from '../list-index/search-text.js';
import type { StringColumn } from '../list-index/string-column.js';
import { trigramIndexOf } from '../list-index/trigrams.js';
import { createLru } from '../cache/registry.js';

const PREFIX_TERMS = 10;
const PREFIX_QUALITY = 0.5;
const TYPO_QUALITY = 0.6;
/** Compounds ending with the word ("lys" -> "arbeidslys"): below a whole word and a prefix. */
const COMPOUND_TERMS = 20;
const COMPOUND_QUALITY = 0.45;
/** A misspelt word's terms: at most 3, at least this alike (as pg_trgm's similarity()). */
const TYPO_TERMS = 3;
const TYPO_SIMILARITY = 0.4;

interface Context {
  index: ListIndex;
  languageId: LanguageId;
  text: string;
}

/**
 * Product search over the Norwegian full-text terms: every word must match, through its lexeme
 * (Postgres' Norwegian stemmer), longer terms it starts (prefix), compounds it ends
 * ("lys" finds "arbeidslys", list-index/compound-terms.ts) or, when neither exists, terms
 * that look alike (trigram; misspellings and odd plurals). An exact article number finds that
 * product. All of it in memory: a word the catalogue has never seen is stemmed and matched here
 * as Postgres would (norwegian-stem.ts, trigrams.ts), so it costs no more SQL than a known one:
 * none.
 */
export class ProductSearch {
  #results: LRUCache<string, Int32Array, Context> | null = null;
  #resultsIndex: ListIndex | null = null;

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
    // Sized in positions held: about 8 MB of integers at most.
    this.#results = createLru<string, Int32Array, Context>('search-results', {
      sizeCalculation: (hits) => hits.length + 1,
      fetchMethod: (_key, _stale, { context }) => this.#search(context),
    });
    return this.#results;
  }

  #search({ index, languageId, text }: Context): Promise<Int32Array> {
    // An exact article number (or its digits) means that one product.
    const article = index.articles.find(text);
    if (article !== undefined) return Promise.resolve(Int32Array.of(article));
    const words = searchWords(text);
    const rank = (some: readonly string[]) =>
      rankSearch(
        index,
        languageId,
        some.map((word) => this.#expand(index, languageId, word, this.#stemOf(index, word))),
      );
    // A part number in the text ("BP-440", "05-350", "18-8064"): the full-text terms keep only
    // its first part ("bp", "05", "18"; Postgres indexes "-350" as a number, which the terms
    // leave out), so its other parts would find nothing or anything ("18 m"). The first parts
    // find the candidates, ranked as usual, and the names say which hold the whole number.
    const codes = partNumbers(text);
    if (codes.length > 0) {
      const tails = new Set(codes.flatMap((code) => searchWords(code).slice(1)));
      const names = index.cards.names[languageId];
      const exact = rank(words.filter((word) => !tails.has(word))).filter((position) => {
        const name = names.at(position).toLowerCase();
        return codes.every((code) => name.includes(code));
      });
      if (exact.length > 0) return Promise.resolve(exact);
    }
    // The same number typed without its hyphen ("bp440", "bp 440", "18 8158"): the names'
    // part numbers by their letters and digits alone say which products hold it.
    const glued = gluedCodes(words);
    if (glued.length > 0) {
      const byCode = gluedPartNumbers(index.cards.names[languageId]);
      const holders = new Set(glued.flatMap(({ code }) => byCode.get(code) ?? []));
      if (holders.size > 0) {
        // The other words rank the holders ("bremseklosser bp440"); none: the holders as found.
        const parts = new Set(
          glued.filter(({ code }) => byCode.has(code)).flatMap(({ words: used }) => used),
        );
        const rest = words.filter((word) => !parts.has(word));
        const ranked = rest.length > 0 ? rank(rest).filter((p) => holders.has(p)) : [];
        return Promise.resolve(
          ranked.length > 0
            ? Int32Array.from(ranked)
            : Int32Array.from([...holders].sort((a, b) => a - b)),
        );
      }
    }
    return Promise.resolve(rank(words));
  }

  #expand(index: ListIndex, languageId: LanguageId, word: string, stem: string): WordTerms {
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
      for (const similar of trigramIndexOf(dictionary).similar(stem, TYPO_SIMILARITY, TYPO_TERMS))
        add(similar.term, TYPO_QUALITY * similar.similarity);
    }
    // After the typo's look-alikes, which stay for words with no term that starts with them.
    for (const term of compoundTerms(index, languageId, word, stem, COMPOUND_TERMS))
      add(term, COMPOUND_QUALITY);
    return {
      terms: [...terms].flatMap(([term, quality]) => {
        const found = postings.get(term);
        return found ? [{ quality, postings: found }] : [];
      }),
    };
  }

  /** A word's lexeme: from the index's word list, else the stemmer's (norwegian-stem.ts). */
  #stemOf(index: ListIndex, word: string): string {
    // Tokens with a digit (3000, 12v) go to the "simple" dictionary unstemmed (norwegian config).
    if (/\d/.test(word)) return word;
    return index.lexemes.get(word) ?? norwegianStem(word);
  }
}

/**
 * The part numbers of a (normalised) search text: letters and digits joined by hyphens, with a
 * digit in them ("bp-440", "18-8064"; not "can-am").
 */
export function partNumbers(normalised: string): string[] {
  const found = normalised.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? [];
  return [...new Set(found.filter((code) => /\p{N}/u.test(code)))];
}

/**
 * Part numbers a search may have typed without their hyphen: a word of letters and digits
 * ("bp440") and each word followed by one with a digit ("bp 440", "18 8158"), by their letters
 * and digits alone, with the words they came from.
 */
export function gluedCodes(words: readonly string[]): { code: string; words: string[] }[] {
  const found: { code: string; words: string[] }[] = [];
  words.forEach((word, i) => {
    if (/\p{L}/u.test(word) && /\p{N}/u.test(word)) found.push({ code: word, words: [word] });
    const next = words[i + 1];
    if (next !== undefined && /\p{N}/u.test(next))
      found.push({ code: word + next, words: [word, next] });
  });
  return found;
}

// Per names column (one per language and index build): dropped with the index it belongs to.
const gluedByColumn = new WeakMap<StringColumn, Map<string, number[]>>();

/**
 * Every part number in the names ("Tusk Bremseklosser BP-440": "bp440"), by its letters and
 * digits alone, with the positions of the products that hold it; made once per index build.
 */
export function gluedPartNumbers(names: StringColumn): Map<string, number[]> {
  let byCode = gluedByColumn.get(names);
  if (!byCode) {
    byCode = new Map();
    for (let position = 0; position < names.length; position++) {
      for (const code of partNumbers(names.at(position).toLowerCase())) {
        const key = code.replaceAll('-', '');
        const holders = byCode.get(key);
        if (holders) holders.push(position);
        else byCode.set(key, [position]);
      }
    }
    gluedByColumn.set(names, byCode);
  }
  return byCode;
}
