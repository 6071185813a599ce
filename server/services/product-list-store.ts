import { LRUCache } from 'lru-cache';
import { stableJson } from '../cache/stable-json.js';
import type { Queryable } from '../db/types.js';
import type { ProductRow } from '../graphql/models.js';
import type { LanguageId } from '../i18n/language.js';
import type { ProductQuery } from './product-filter.js';
import { orderedProductIds } from './product-list.js';
import { productsByIds } from './product-rows.js';

export interface ProductPage {
  rows: ProductRow[];
  count: number;
}

/**
 * Product lists by normalised filter: the ordered ids of a list are read once and kept for a
 * short while, so paging, page sizes and repeated visits cost one lookup of 24 rows by id.
 */
export class ProductListStore {
  // Sized in ids: about 2 MB of numbers at most, whatever the catalogue size.
  readonly #lists = new LRUCache<string, number[]>({
    maxSize: 250_000,
    sizeCalculation: (ids) => Math.max(1, ids.length),
    ttl: 30_000,
  });
  readonly #loading = new Map<string, Promise<number[]>>();

  constructor(private readonly db: Queryable) {}

  async page(languageId: LanguageId, q: ProductQuery): Promise<ProductPage> {
    const ids = await this.#ids(languageId, q);
    const slice = ids.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
    if (slice.length === 0) return { rows: [], count: ids.length };
    const byId = new Map((await productsByIds(this.db, languageId, slice)).map((r) => [r.id, r]));
    const rows = slice.flatMap((id) => byId.get(id) ?? []);
    return { rows, count: ids.length };
  }

  #ids(languageId: LanguageId, q: ProductQuery): Promise<number[]> {
    const key = stableJson({ ...q, page: null, pageSize: null, languageId });
    const cached = this.#lists.get(key);
    if (cached) return Promise.resolve(cached);
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = orderedProductIds(this.db, languageId, q).then((ids) => {
        this.#lists.set(key, ids);
        return ids;
      });
      const done = () => this.#loading.delete(key);
      loading.then(done, done);
      this.#loading.set(key, loading);
    }
    return loading;
  }
}
