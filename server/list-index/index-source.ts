import type { LanguageId } from '../i18n/language.js';
import type { ListRule } from './list-index.js';

// What the list index is built from, as read by services/list-index-source.ts.

/** Product ids (not positions) linked to a key. */
export interface IdPosting<K> {
  key: K;
  ids: Int32Array;
}

export interface ProductColumns {
  ids: Int32Array;
  brand: Int32Array;
  primaryCategory: Int32Array;
  popularity: Int32Array;
  created: Int32Array;
  regularOre: Int32Array;
  sellingOre: Int32Array;
  /**
   * While a product's selling price is below its regular price: the lowest price of the 30 days
   * before the discount began (Omnibus), in øre; -1 otherwise.
   */
  lowestBeforeOre: Int32Array;
  /** 1: a package product, 2: heavy goods, 4: sold out when the index was built. */
  flags: Int32Array;
  /** VAT rate in hundredths of a percent (2500 = 25 %). */
  vatBasisPoints: Int32Array;
  articles: string[];
  /** Each product's images in order, as 'fileName ratio' joined by tabs ('' for none). */
  images: string[];
}

/** One value of a product parameter in one language. */
export interface ParameterPosting extends IdPosting<string> {
  languageId: LanguageId;
  name: string;
}

/** A typeahead word or phrase (search_words). */
export interface SearchWordRow {
  languageId: LanguageId;
  word: string;
  kind: 'word' | 'brand' | 'category';
  products: number;
  /** The stemmer's lexeme of a single word, '' for a stop word; null for phrases. */
  lexeme: string | null;
}

/** A full-text term of one language with its products (search_terms). */
export interface TermPosting {
  languageId: LanguageId;
  term: string;
  ids: Int32Array;
  nameIds: Int32Array;
}

/** A discount campaign's price rule (its products are in IndexSource.campaigns). */
export interface CampaignRuleRow {
  id: number;
  kind: 'percentage' | 'fixed' | 'buy_x_pay_y';
  percentage: number | null;
  amountOre: number | null;
  hideTitle: boolean;
}

export interface CampaignLabelRow {
  id: number;
  languageId: LanguageId;
  name: string;
  alias: string;
}

export interface IndexSource {
  version: number;
  nextChange: number | null;
  products: ProductColumns;
  categories: IdPosting<number>[];
  campaigns: IdPosting<number>[];
  skus: IdPosting<string>[];
  parameters: ParameterPosting[];
  /** Product names and aliases per language in product id order (published products). */
  names: { languageId: LanguageId; names: string[]; aliases: string[] }[];
  known: { categories: number[]; brands: number[]; campaigns: number[] };
  campaignLabels: CampaignLabelRow[];
  campaignRules: CampaignRuleRow[];
  lists: ListRule[];
  terms: TermPosting[];
  words: SearchWordRow[];
}
