import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/types.js';
import type { ProductRow } from '../graphql/models.js';
import type { LanguageId } from '../i18n/language.js';
import type { ImageRow } from './product-details.js';

// As long as a cached catalogue answer (graphql/yoga.ts). Stock and campaigns are not cached here.
const TTL_MS = 30_000;
const ENTRIES = 5_000;

/** The texts a card leaves out (product pages and the few lists that select them load them). */
export type ProductTexts = 'shortDescription' | 'description' | 'metaTitle' | 'metaDescription';

/** A ProductRow without its long texts: what a product card shows. */
export type CardRow = Omit<ProductRow, ProductTexts>;

export interface ProductCard {
  row: CardRow;
  images: ImageRow[];
}

type LoadedRow = CardRow & { images: { fileName: string; ratio: number }[] | null };

// PRODUCT_COLUMNS (product-rows.ts) without the descriptions and meta texts: about 600 bytes a
// product that every list page read, decoded and dropped (a quarter of the query's time).
const CARD_COLUMNS = `
  p.id, p.article_number AS "articleNumber", p.brand_id AS "brandId",
  p.primary_category_id AS "primaryCategoryId", p.is_package AS "isPackage",
  p.price_inc_vat_ore AS "priceIncVatOre", p.vat_rate::float8 AS "vatRate",
  p.is_heavy AS "isHeavy", pt.name, pt.alias`;

/** A page of products with their images in one round trip (PGlite has one connection). */
async function loadCards(db: Queryable, languageId: LanguageId, ids: readonly number[]) {
  const rows = await db.query<LoadedRow>(
    `SELECT ${CARD_COLUMNS},
            (SELECT json_agg(json_build_object('fileName', i.file_name, 'ratio', i.ratio::float8)
                             ORDER BY i.position)
               FROM product_images i WHERE i.product_id = p.id) AS images
       FROM products p
       JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = $1
      WHERE p.id = ANY($2::int[]) AND p.published`,
    [languageId, ids],
  );
  // No object rest or spread per row and image: they are slow paths in V8, on every list page.
  const cards = new Map<number, ProductCard>();
  for (const row of rows) {
    const images = row.images ?? [];
    const card: ProductCard = {
      row,
      images: images.map((image) => ({
        productId: row.id,
        fileName: image.fileName,
        ratio: image.ratio,
      })),
    };
    cards.set(row.id, card);
  }
  return cards;
}

/**
 * The product cards of lists and searches (texts and images), kept in memory briefly: popular
 * products appear in many lists, and every query waits its turn on PGlite's one connection.
 */
export class ProductCardCache {
  readonly #cards = new LRUCache<string, { card: ProductCard | null }>({
    max: ENTRIES,
    ttl: TTL_MS,
  });

  /** `enabled: false` reads every page's cards from the database (no cross-request caching). */
  constructor(
    private readonly db: Queryable,
    private readonly enabled = true,
  ) {}

  async cards(languageId: LanguageId, ids: readonly number[]): Promise<Map<number, ProductCard>> {
    const key = (id: number) => `${languageId}:${id}`;
    const found = new Map<number, ProductCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.enabled ? this.#cards.get(key(id)) : undefined;
      if (!hit) missing.push(id);
      else if (hit.card) found.set(id, hit.card);
    }
    if (missing.length > 0) {
      const loaded = await loadCards(this.db, languageId, missing);
      for (const id of missing) {
        const card = loaded.get(id) ?? null;
        if (this.enabled) this.#cards.set(key(id), { card });
        if (card) found.set(id, card);
      }
    }
    return found;
  }
}
