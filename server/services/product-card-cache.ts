import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/types.js';
import type { ProductRow } from '../graphql/models.js';
import type { LanguageId } from '../i18n/language.js';
import { images, type ImageRow } from './product-details.js';
import { productsByIds } from './product-rows.js';

// As long as a cached catalogue answer (graphql/yoga.ts). Stock and campaigns are not cached here.
const TTL_MS = 30_000;
const ENTRIES = 20_000;

type Cache<V> = LRUCache<string, { value: V }>;
const cache = <V>(): Cache<V> => new LRUCache({ max: ENTRIES, ttl: TTL_MS });

async function cached<V>(
  store: Cache<V> | null,
  prefix: string,
  ids: readonly number[],
  load: (missing: number[]) => Promise<Map<number, V>>,
  empty: V,
): Promise<Map<number, V>> {
  const found = new Map<number, V>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = store?.get(`${prefix}${id}`);
    if (hit) found.set(id, hit.value);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const loaded = await load(missing);
    for (const id of missing) {
      const value = loaded.get(id) ?? empty;
      store?.set(`${prefix}${id}`, { value });
      found.set(id, value);
    }
  }
  return found;
}

function groupBy<Row extends { productId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const out = new Map<number, Row[]>();
  for (const row of rows) out.set(row.productId, [...(out.get(row.productId) ?? []), row]);
  return out;
}

/**
 * What product cards of lists and searches show (texts, images), kept in memory briefly: popular
 * products appear in many lists, and PGlite has one connection.
 */
export class ProductCardCache {
  readonly #rows = cache<ProductRow | null>();
  readonly #images = cache<ImageRow[]>();

  /** `enabled: false` reads every card from the database (no cross-request caching). */
  constructor(
    private readonly db: Queryable,
    private readonly enabled = true,
  ) {}

  rows(languageId: LanguageId, ids: readonly number[]) {
    return cached(
      this.enabled ? this.#rows : null,
      `${languageId}:`,
      ids,
      async (missing) => {
        const rows = await productsByIds(this.db, languageId, missing);
        return new Map(rows.map((r) => [r.id, r]));
      },
      null,
    );
  }

  images(ids: readonly number[]) {
    return cached(
      this.enabled ? this.#images : null,
      '',
      ids,
      async (missing) => groupBy(await images(this.db, missing)),
      [],
    );
  }
}
