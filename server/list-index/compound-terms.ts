// Compound words by their last part, in the API process: "pakke" finds the term of "vinsjpakke"
// and "lys" that of "arbeidslys". Whether a search word may be such a part is shared with the
// browser's offline search (shared/search/compound-parts.ts); here the catalogue's terms and
// words are looked up by how they end, through words reversed and sorted.
import { createWeakMemo } from '../cache/registry.js';
import type { LanguageId } from '../i18n/language.js';
import {
  endsWithPart,
  isCompoundPart,
  MIN_PART_LENGTH,
} from '../../shared/search/compound-parts.js';
import type { ListIndex } from './list-index.js';
import type { TermDictionary } from './term-dictionary.js';

const reverse = (text: string) => Array.from(text).reverse().join('');

/** Words by their endings: those ending with a part, by binary search over reversed words. */
export class SuffixIndex {
  readonly #reversed: string[];
  /** The word of each reversed one, so a lookup turns nothing back. */
  readonly #words: string[];

  constructor(words: Iterable<string>) {
    const pairs = [...words].map((word) => [reverse(word), word] as const);
    pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.#reversed = pairs.map(([reversed]) => reversed);
    this.#words = pairs.map(([, word]) => word);
  }

  /** The words that are compounds ending with `part` (endsWithPart), in no particular order. */
  compoundsEndingWith(part: string): string[] {
    const key = reverse(part);
    let lo = 0;
    let hi = this.#reversed.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#reversed[mid] ?? '') < key) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.#reversed.length; i++) {
      if (!(this.#reversed[i] ?? '').startsWith(key)) break;
      const word = this.#words[i] ?? '';
      if (endsWithPart(word, part)) found.push(word);
    }
    return found;
  }
}

// Built on first use per dictionary, as the trigram index is (a new list index has new ones).
const termIndexes = createWeakMemo<TermDictionary, SuffixIndex>('compound-term-suffixes');
const wordIndexes = createWeakMemo<TermDictionary, SuffixIndex>('compound-word-suffixes');

function indexOf(
  cache: WeakMap<TermDictionary, SuffixIndex>,
  dictionary: TermDictionary,
  keep: (word: string) => boolean,
): SuffixIndex {
  let index = cache.get(dictionary);
  if (!index) {
    index = new SuffixIndex(dictionary.all().filter(keep));
    cache.set(dictionary, index);
  }
  return index;
}

const isSingleWord = (word: string) => !word.includes(' ');

/**
 * The full-text terms of compounds whose last part is `word` (its lexeme `stem`), most products
 * first, at most `limit`: terms that end with the stem ("vinsjpakk" for "pakke" -> "pakk"), and
 * the terms of catalogue words that end with the word as typed ("arbeidslys" for "lys": the
 * stemmer takes the compound's s after y, "arbeidsly", where it keeps the short word's, "lys").
 */
export function compoundTerms(
  index: ListIndex,
  languageId: LanguageId,
  word: string,
  stem: string,
  limit: number,
): string[] {
  if (!isCompoundPart(word)) return [];
  const { dictionary } = index.terms[languageId];
  const found = new Set<string>();
  if (stem.length >= MIN_PART_LENGTH)
    for (const term of indexOf(termIndexes, dictionary, isSingleWord).compoundsEndingWith(stem))
      found.add(term);
  const words = index.words[languageId].dictionary;
  for (const compound of indexOf(wordIndexes, words, isSingleWord).compoundsEndingWith(word)) {
    const lexeme = index.lexemes.get(compound);
    if (lexeme && dictionary.has(lexeme)) found.add(lexeme);
  }
  const products = (term: string) => dictionary.products(term);
  return [...found]
    .sort((a, b) => products(b) - products(a) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
}
