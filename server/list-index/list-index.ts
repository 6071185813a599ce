import type { ProductSort } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import type { ArticleIndex } from './article-index.js';
import type { CampaignRuleRow, SearchWordRow } from './index-source.js';
import type { Links } from './links.js';
import type { TermPostings } from './search-scoring.js';
import type { StringColumn } from './string-column.js';
import type { TermDictionary } from './term-dictionary.js';
import type { FitmentRange } from '../../shared/fitment/fitment.js';
import type { Fitment } from './vehicle-fitment.js';

/** A curated list (/l/{alias}) as a rule over the catalogue (table lists). */
export interface ListRule {
  id: number;
  rule: 'newest' | 'popular' | 'discounted' | 'vehicle';
  sort: ProductSort;
  maxAgeDays: number | null;
  top: number | null;
}

/** Parameter values of one language; the link keys are value slots. */
export interface ParameterIndex {
  links: Links<number>;
  names: string[];
  /** value slot -> name slot */
  nameOf: Int32Array;
  /** value slot -> value */
  valueOf: string[];
  /** value slot -> rank in natural order ("2 m" before "10 m"), for ties between counts */
  valueRank: Int32Array;
  /** name -> value -> value slot */
  slots: Map<string, Map<string, number>>;
}

export type SortKey = Exclude<ProductSort, 'RELEVANCE' | 'NAME_ASC' | 'NAME_DESC'>;

/** rank -> position, and position -> rank, of one sort order. */
export interface SortOrder {
  order: Int32Array;
  rank: Int32Array;
}

export interface Label {
  name: string;
  alias: string;
}

/** What a product card shows, per position (services/index-cards.ts makes the cards). */
export interface CardColumns {
  /** 1: a package product, 2: heavy goods, 4: sold out when the index was built. */
  flags: Int32Array;
  vatBasisPoints: Int32Array;
  articles: StringColumn;
  /** 'fileName ratio' joined by tabs */
  images: StringColumn;
  names: Record<LanguageId, StringColumn>;
  aliases: Record<LanguageId, StringColumn>;
}

/**
 * The published catalogue as columns over product positions 0…size-1 (ascending id): enough to
 * filter, sort and count facets of any product list, and to show its product cards, in
 * memory. Rebuilt when the catalogue version changes; product texts and details stay in the
 * database.
 */
export interface ListIndex {
  version: number;
  /** Epoch ms at which a campaign starts or ends (prices change): rebuild then. */
  nextChange: number | null;
  size: number;
  /** 0…size-1: the whole catalogue as a list */
  all: Int32Array;
  ids: Int32Array;
  positionOf: (id: number) => number;
  brand: Int32Array;
  /** brand id -> ascending positions */
  brandPositions: Map<number, Int32Array>;
  primaryCategory: Int32Array;
  popularity: Int32Array;
  /** epoch seconds */
  created: Int32Array;
  regularOre: Int32Array;
  sellingOre: Int32Array;
  /** The Omnibus figure of a discounted product, in øre; -1: none (index-source.ts). */
  lowestBeforeOre: Int32Array;
  articles: ArticleIndex;
  cards: CardColumns;
  categories: Links<number>;
  campaigns: Links<number>;
  skus: Links<string>;
  parameters: Record<LanguageId, ParameterIndex>;
  fitments: Fitment[];
  /** What the part at a position fits (vehicle-fitment.ts fitmentLookup); [] for none. */
  fitmentAt: (position: number) => FitmentRange[];
  orders: Record<SortKey, SortOrder>;
  nameOrders: Record<LanguageId, { asc: SortOrder; desc: SortOrder }>;
  /** Words in each product's name, per language (shorter names rank first among equals). */
  nameWords: Record<LanguageId, Int32Array>;
  known: { categories: Set<number>; brands: Set<number>; campaigns: Set<number> };
  campaignLabels: Record<LanguageId, Map<number, Label>>;
  campaignRules: Map<number, CampaignRuleRow>;
  lists: Map<number, ListRule>;
  /** word -> lexeme of the Norwegian stemmer, for the catalogue's words */
  lexemes: Map<string, string>;
  /** Typeahead words and phrases per language (search_words). */
  words: Record<
    LanguageId,
    { dictionary: TermDictionary; kinds: Map<string, SearchWordRow['kind']> }
  >;
  /** Full-text terms per language, with their products: search runs in memory. */
  terms: Record<LanguageId, { dictionary: TermDictionary; postings: Map<string, TermPostings> }>;
}

export function sortOrder(index: ListIndex, sort: ProductSort, languageId: LanguageId): SortOrder {
  if (sort === 'NAME_ASC') return index.nameOrders[languageId].asc;
  if (sort === 'NAME_DESC') return index.nameOrders[languageId].desc;
  return index.orders[sort === 'RELEVANCE' ? 'POPULARITY' : sort];
}

/** Positions of the products with these ids, in the same order; unknown ids are skipped. */
export function positionsOf(index: ListIndex, ids: Int32Array): Int32Array {
  const out = new Int32Array(ids.length);
  let n = 0;
  for (const id of ids) {
    const p = index.positionOf(id);
    if (p >= 0) out[n++] = p;
  }
  return out.subarray(0, n);
}
