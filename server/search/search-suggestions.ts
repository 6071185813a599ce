import { createLru } from '../cache/registry.js';
import type { SearchSuggestion, SuggestionKind } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from '../list-index/list-index.js';
import { normaliseSearchText } from '../list-index/search-text.js';
import { trigramIndexOf } from '../list-index/trigrams.js';
import type { ListIndexStore } from './list-index-store.js';

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 20;

interface Word {
  word: string;
  kind: 'word' | 'brand' | 'category';
  products: number;
}

/** pg_trgm's default similarity_threshold: what `word % text` over search_words asked for. */
const LOOKS_ALIKE = 0.3;

/**
 * A typo's suggestions are the words nearly as close as the closest: for "polaros" that is
 * "polaris" (0.45), not also "polt" (0.3), which only shares its first letters.
 */
const NEAR_BEST = 0.75;

const KINDS: Record<Word['kind'], SuggestionKind> = {
  word: 'WORD',
  brand: 'BRAND',
  category: 'CATEGORY',
};

/**
 * Typeahead over the distinct words of names, brands and categories (search_words, held in the
 * list index): whole-text completions (brand and category phrases), then completions of the last
 * word, and only when there are none, words that look like it (trigram, typos: in memory as
 * Postgres' pg_trgm would answer, list-index/trigrams.ts, so unknown words cost no SQL).
 */
export class SearchSuggestions {
  readonly #cache = createLru<string, SearchSuggestion[]>('search-suggestions');

  constructor(private readonly indexes: ListIndexStore) {}

  async suggest(
    languageId: LanguageId,
    input: string,
    limit: number | null,
  ): Promise<SearchSuggestion[]> {
    const text = normaliseSearchText(input);
    const max = Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit ?? DEFAULT_LIMIT)));
    if (!/[\p{L}\p{N}]/u.test(text)) return [];
    const key = `${languageId}\n${max}\n${text}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const found = this.#find(await this.indexes.get(), languageId, text, max);
    this.#cache.set(key, found);
    return found;
  }

  #find(index: ListIndex, languageId: LanguageId, text: string, max: number): SearchSuggestion[] {
    const { dictionary, kinds } = index.words[languageId];
    const starting = (prefix: string): Word[] =>
      dictionary.withPrefix(prefix, max, true).map((word) => ({
        word,
        kind: kinds.get(word) ?? 'word',
        products: dictionary.products(word),
      }));
    const space = text.lastIndexOf(' ');
    const head = space < 0 ? '' : text.slice(0, space);
    const last = text.slice(space + 1);
    const out = new Map<string, SearchSuggestion>();
    const add = (words: Word[], prefix: string) => {
      for (const { word, kind, products } of words) {
        const suggestion = prefix ? `${prefix} ${word}` : word;
        if (out.size < max && !out.has(suggestion))
          out.set(suggestion, { text: suggestion, kind: KINDS[kind], products });
      }
    };
    add(starting(text), '');
    if (head && last) add(starting(last), head);
    if (out.size === 0 && last.length >= 3) {
      const alike = trigramIndexOf(dictionary)
        .similar(last, LOOKS_ALIKE, max)
        .map(({ term, similarity }) => ({
          word: term,
          kind: kinds.get(term) ?? 'word',
          products: dictionary.products(term),
          score: similarity,
        }));
      const best = alike[0]?.score ?? 0;
      add(
        alike.filter((w) => w.score >= best * NEAR_BEST),
        head,
      );
    }
    return [...out.values()];
  }
}
