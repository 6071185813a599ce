import type { LRUCache } from 'lru-cache';
import { stableJson } from '../cache/stable-json.js';
import type { Queryable } from '../db/types.js';
import type { ProductSort } from '../generated/resolvers.js';
import { facetGroups } from '../list-index/facet-groups.js';
import { facetPass, type FacetCounts } from '../list-index/facet-pass.js';
import { listContext } from '../list-index/list-context.js';
import type { ListIndex } from '../list-index/list-index.js';
import type { ListQuery } from '../list-index/list-query.js';
import { orderPositions } from '../list-index/ordering.js';
import { fittingFirst } from '../list-index/vehicle-fitment.js';
import { CHANNEL_CONFIGURATION } from '../site/channel-configuration.js';
import { ListIndexStore } from './list-index-store.js';
import { ProductSearch } from './product-search.js';
import { SearchSuggestions } from './search-suggestions.js';
import { cardAt } from './index-cards.js';
import { ProductCardCache, type CardRow } from '../catalogue/product-card-cache.js';
import type { ImageRow } from '../catalogue/product-details-store.js';
import { createLru } from '../cache/registry.js';

export interface ListResult {
  index: ListIndex;
  /** Every matching position, in display order. */
  ordered: Int32Array;
  counts: FacetCounts | null;
}

export interface ProductPage {
  /** Card rows: without the long texts (descriptions, meta). */
  rows: CardRow[];
  /** Images of the rows' products. */
  images: Map<number, ImageRow[]>;
  count: number;
  /** The page shown: the requested one clamped to [1, last page]. */
  page: number;
  result: ListResult;
}

/**
 * Product lists, facets and search over the in-memory list index. Results are kept per
 * normalised query (paging aside) until the index changes, so paging and repeated visits cost
 * one lookup of a page of rows by id.
 */
export class ProductListStore {
  readonly indexes: ListIndexStore;
  readonly search: ProductSearch;
  readonly suggestions: SearchSuggestions;
  readonly cards: ProductCardCache;
  #results: LRUCache<string, ListResult> | null = null;
  #resultsIndex: ListIndex | null = null;

  /** cacheCards: false reads cart lines' products from the database every time (list pages read
   * their cards from the index). */
  constructor(db: Queryable, { cacheCards = true } = {}) {
    this.indexes = new ListIndexStore(db);
    this.search = new ProductSearch();
    this.suggestions = new SearchSuggestions(this.indexes);
    this.cards = new ProductCardCache(db, cacheCards);
  }

  /** Starts loading the index so the first shopper does not wait for it. */
  warm(): void {
    this.indexes
      .reload()
      .catch((error: unknown) => console.error('List index load failed:', error));
  }

  async list(q: ListQuery, withFacets: boolean): Promise<ListResult> {
    const index = await this.indexes.get();
    const results = this.#resultsFor(index);
    const key = stableJson({ ...q, page: null, pageSize: null });
    const cached = results.get(key);
    if (cached && (cached.counts || !withFacets)) return cached;
    const hits = q.searchText ? await this.search.hits(index, q.languageId, q.searchText) : null;
    const context = listContext(index, q, hits);
    const groups = facetGroups(index, q, q.languageId);
    const pass = facetPass(index, q.languageId, context, groups, withFacets);
    const sort = this.#sort(index, q);
    const relevance = orderPositions(index, pass.matched, sort, q.languageId, hits !== null);
    const ordered =
      hits && sort === 'RELEVANCE' && q.rankVehicle
        ? fittingFirst(index.size, index.fitments, q.rankVehicle, relevance)
        : relevance;
    const result = { index, ordered, counts: pass.counts };
    results.set(key, result);
    return result;
  }

  async page(q: ListQuery, withFacets: boolean): Promise<ProductPage> {
    const result = await this.list(q, withFacets);
    const count = result.ordered.length;
    const page = Math.min(q.page, Math.max(1, Math.ceil(count / q.pageSize)));
    const positions = result.ordered.subarray((page - 1) * q.pageSize, page * q.pageSize);
    const shown = Array.from(positions, (p) => cardAt(result.index, p, q.languageId));
    const images = new Map(shown.map((card) => [card.row.id, card.images]));
    return { rows: shown.map((card) => card.row), images, count, page, result };
  }

  #sort(index: ListIndex, q: ListQuery): ProductSort {
    if (q.sort) return q.sort;
    if (q.searchText) return 'RELEVANCE';
    const list = q.listId === null ? undefined : index.lists.get(q.listId);
    return list?.sort ?? CHANNEL_CONFIGURATION.defaultSort;
  }

  #resultsFor(index: ListIndex): LRUCache<string, ListResult> {
    if (this.#results && this.#resultsIndex === index) return this.#results;
    this.#resultsIndex = index;
    // Sized in positions held (about 12 MB); the minute bounds lists that depend on the date.
    this.#results = createLru<string, ListResult>('list-results', {
      sizeCalculation: (r) => r.ordered.length + 1,
    });
    return this.#results;
  }
}
