import MiniSearch, { type Query } from 'minisearch';
import { compoundTails, isCompoundPart } from '../../../../shared/search/compound-parts.js';
import { norwegianStem } from '../../../../shared/search/norwegian-stem.js';
import { normaliseSearchText, searchWords } from '../../../../shared/search/search-text.js';
import type { ProductCardFieldsFragment } from '@/graphql/generated/operations';

/** A product the device holds: its card, and where known its category and brand's pages. */
export interface OfflineProduct {
  card: ProductCardFieldsFragment;
  category: { id: number; name: string; url: string } | null;
  brandUrl: string | null;
}

interface ProductDocument {
  id: number;
  name: string;
  brand: string;
  category: string;
}

interface WordDocument {
  id: number;
  word: string;
}

// As the server's search weighs them (server/services/product-search.ts): a word in the name
// three times a word elsewhere; a compound found by its last part ("lys" in "arbeidslys") at
// 0.45 of a whole word, below it and below a word's prefix.
const NAME_WEIGHT = 3;
const COMPOUND_QUALITY = 0.45;
/**
 * A misspelt word of 4 letters or more is found by words one edit away (two from 8 letters),
 * and only when no word is or starts with it: the server's trigram look-alikes, by edit distance.
 */
const TYPO_FUZZY = 0.2;
const TYPO_MIN_LENGTH = 4;
/** The server's suggestions of a typo: those nearly as close as the closest. */
const SUGGESTION_NEAR_BEST = 0.75;
const SUGGESTION_FUZZY = 0.34;

/** Runs of letters and digits, lower case: the words the server's full-text search sees. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The Norwegian lexeme of a word, as the server's search takes it; '' for a stop word. */
function stemOf(word: string): string {
  // Words with a digit (3000, 12v) are not stemmed (Postgres' "simple" dictionary for them).
  return /\d/.test(word) ? word : norwegianStem(word);
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** What a word is indexed under: itself and its lexeme; a stop word under nothing. */
function indexTerms(word: string): string[] | null {
  const stem = stemOf(word);
  return stem === '' ? null : unique([word, stem]);
}

/** The last parts a word of a name is found by: "lys" for "arbeidslys", "pakk" for "vinsjpakke". */
function partTerms(word: string): string[] | null {
  const tails = unique([...compoundTails(word), ...compoundTails(stemOf(word))]);
  return tails.length > 0 ? tails : null;
}

export interface OfflineHits {
  products: OfflineProduct[];
}

/**
 * Search over the products the device holds, for when there is no network: the server's rules
 * (every word must match, through its Norwegian lexeme, a word it starts, a compound it ends,
 * or when none of those, a word one typo away), run by MiniSearch in the browser.
 */
export class OfflineSearchIndex {
  readonly #products = new Map<number, OfflineProduct>();
  readonly #index: MiniSearch<ProductDocument>;
  readonly #words: MiniSearch<WordDocument>;
  /** Every indexed word and lexeme, sorted: "is there one that is, or starts with, this?" */
  readonly #terms: string[];
  readonly #termSet: Set<string>;
  /** word -> how many products have it, for ordering suggestions */
  readonly #wordProducts = new Map<string, number>();

  constructor(products: readonly OfflineProduct[]) {
    for (const product of products) this.#products.set(product.card.productId, product);
    const documents = [...this.#products.values()].map(({ card, category }): ProductDocument => ({
      id: card.productId,
      name: card.name,
      brand: card.brand.name,
      category: category?.name ?? '',
    }));
    this.#index = new MiniSearch<ProductDocument>({
      fields: ['name', 'brand', 'category', 'parts'],
      // The compound parts are the name's, under a field of their own.
      extractField: (document, field) =>
        field === 'parts' ? document.name : document[field as keyof ProductDocument],
      tokenize: wordsOf,
      processTerm: (term, field) => (field === 'parts' ? partTerms(term) : indexTerms(term)),
      searchOptions: {
        // Queries arrive as single, ready terms (search() builds them).
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: { name: NAME_WEIGHT, parts: NAME_WEIGHT * COMPOUND_QUALITY },
      },
    });
    this.#index.addAll(documents);

    const terms = new Set<string>();
    for (const document of documents) {
      const seen = new Set<string>();
      for (const word of wordsOf(`${document.name} ${document.brand} ${document.category}`)) {
        for (const term of indexTerms(word) ?? []) terms.add(term);
        if (/\p{L}/u.test(word) && !seen.has(word)) {
          seen.add(word);
          this.#wordProducts.set(word, (this.#wordProducts.get(word) ?? 0) + 1);
        }
      }
    }
    this.#terms = [...terms].sort();
    this.#termSet = terms;
    this.#words = new MiniSearch<WordDocument>({
      fields: ['word'],
      storeFields: ['word'],
      tokenize: (text) => [text],
      processTerm: (term) => term,
    });
    this.#words.addAll([...this.#wordProducts.keys()].map((word, id) => ({ id, word })));
  }

  get size(): number {
    return this.#products.size;
  }

  /** The products matching every word of the text, best first. */
  search(text: string): OfflineHits {
    const queries: Query[] = [];
    for (const word of searchWords(normaliseSearchText(text))) {
      const stem = stemOf(word);
      if (stem === '') continue; // a stop word: no constraint, as on the server
      const terms = unique([stem, word]);
      const isWord = terms.some((term) => this.#termSet.has(term));
      // A word with no term of its own may be the start of one ("brems", "vinsjf").
      const prefix = !isWord || word.length >= TYPO_MIN_LENGTH;
      const starts = prefix && terms.some((term) => this.#startsAny(term));
      const isTypo = !isWord && !starts && word.length >= TYPO_MIN_LENGTH && /\p{L}/u.test(word);
      const alternatives: Query[] = [
        {
          queries: terms,
          fields: ['name', 'brand', 'category'],
          combineWith: 'OR',
          prefix,
          fuzzy: isTypo ? TYPO_FUZZY : false,
        },
      ];
      if (isCompoundPart(word))
        alternatives.push({
          queries: terms,
          fields: ['parts'],
          combineWith: 'OR',
          prefix: false,
          fuzzy: false,
        });
      queries.push({ queries: alternatives, combineWith: 'OR' });
    }
    if (queries.length === 0) return { products: [] };
    const found = this.#index.search({ queries, combineWith: 'AND' });
    return {
      products: found.flatMap((hit) => {
        const product = this.#products.get(hit.id as number);
        return product ? [product] : [];
      }),
    };
  }

  /**
   * Completions of the last word typed (the words before it kept), most products first; when
   * none, words one or two typos away, as near as the nearest.
   */
  suggest(text: string, limit: number): string[] {
    const normalised = normaliseSearchText(text);
    if (!/[\p{L}\p{N}]/u.test(normalised)) return [];
    const space = normalised.lastIndexOf(' ');
    const head = space < 0 ? '' : normalised.slice(0, space);
    const last = normalised.slice(space + 1);
    const products = (word: string) => this.#wordProducts.get(word) ?? 0;
    let words = this.#words
      .search(last, { prefix: true, fuzzy: false })
      .map((hit) => String(hit['word']))
      .filter((word) => word.startsWith(last))
      .sort((a, b) => products(b) - products(a) || a.localeCompare(b, 'nb'));
    if (words.length === 0 && last.length >= 3) {
      const alike = this.#words.search(last, { prefix: false, fuzzy: SUGGESTION_FUZZY });
      const best = alike[0]?.score ?? 0;
      words = alike
        .filter((hit) => hit.score >= best * SUGGESTION_NEAR_BEST)
        .map((hit) => String(hit['word']));
    }
    return words.slice(0, limit).map((word) => (head ? `${head} ${word}` : word));
  }

  #startsAny(prefix: string): boolean {
    let lo = 0;
    let hi = this.#terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#terms[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    // Longer terms only: the word itself is not a prefix match.
    for (let i = lo; i < this.#terms.length; i++) {
      const term = this.#terms[i] ?? '';
      if (!term.startsWith(prefix)) return false;
      if (term !== prefix) return true;
    }
    return false;
  }
}
