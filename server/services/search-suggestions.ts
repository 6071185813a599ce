import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/types.js';
import type { SearchSuggestion, SuggestionKind } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import { normaliseSearchText } from '../list-index/search-text.js';

const DEFAULT_LIMIT = 8;
const MAX_LIMIT = 20;

interface WordRow {
  word: string;
  kind: 'word' | 'brand' | 'category';
  products: number;
}

// Words starting with $2: a range on the "C"-collated primary key (index scan on both engines).
const STARTING_WITH = `SELECT word, kind, products FROM search_words
  WHERE language_id = $1 AND word >= $2 AND word < $2 || chr(1114111)
  ORDER BY products DESC, word LIMIT $3`;

const LOOKING_LIKE = `SELECT word, kind, products FROM search_words
  WHERE language_id = $1 AND word % $2
  ORDER BY similarity(word, $2) DESC, products DESC LIMIT $3`;

/**
 * Typeahead over the distinct words of names, brands and categories (search_words): whole-text
 * completions (brand and category phrases), then completions of the last word, and only when
 * there are none, words that look like it (trigram; typos).
 */
export class SearchSuggestions {
  readonly #cache = new LRUCache<string, SearchSuggestion[]>({ max: 5000, ttl: 300_000 });

  constructor(private readonly db: Queryable) {}

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
    const found = await this.#find(languageId, text, max);
    this.#cache.set(key, found);
    return found;
  }

  async #find(languageId: LanguageId, text: string, max: number): Promise<SearchSuggestion[]> {
    const space = text.lastIndexOf(' ');
    const head = space < 0 ? '' : text.slice(0, space);
    const last = text.slice(space + 1);
    const out = new Map<string, SearchSuggestion>();
    const add = (rows: WordRow[], prefix: string) => {
      for (const row of rows) {
        const suggestion = prefix ? `${prefix} ${row.word}` : row.word;
        if (out.size < max && !out.has(suggestion))
          out.set(suggestion, { text: suggestion, kind: kindOf(row.kind), products: row.products });
      }
    };
    add(await this.db.query<WordRow>(STARTING_WITH, [languageId, text, max]), '');
    if (head && last)
      add(await this.db.query<WordRow>(STARTING_WITH, [languageId, last, max]), head);
    if (out.size === 0 && last.length >= 3)
      add(await this.db.query<WordRow>(LOOKING_LIKE, [languageId, last, max]), head);
    return [...out.values()];
  }
}

function kindOf(kind: WordRow['kind']): SuggestionKind {
  return kind === 'brand' ? 'BRAND' : kind === 'category' ? 'CATEGORY' : 'WORD';
}
