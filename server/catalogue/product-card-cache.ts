import { createLru } from '../cache/registry.js';
import type { Queryable } from '../db/types.js';
import type { ProductRow } from './models.js';
import type { LanguageId } from '../i18n/language.js';
import type { ImageRow } from './product-details-store.js';

// Cards live as long as a cached catalogue answer (graphql/yoga.ts): 'product-cards' in
// cache/registry.ts. Stock and campaigns are not cached here.

/** The texts a card leaves out (product pages and the few lists that select them load them). */
export type ProductTexts = 'shortDescription' | 'description' | 'metaTitle' | 'metaDescription';

/** A ProductRow without its long texts: what a product card shows. */
export type CardRow = Omit<ProductRow, ProductTexts>;

export interface ProductCard {
  row: CardRow;
  images: ImageRow[];
}

/** A card as product_cards_json (server/db/functions/) answers it. */
export type LoadedCard = CardRow & { images: { fileName: string; ratio: number }[] | null };

/** An object literal per row and image, no rest or spread: those are slow paths in V8. */
export function cardOf(loaded: LoadedCard): ProductCard {
  const images = loaded.images ?? [];
  return {
    row: {
      id: loaded.id,
      articleNumber: loaded.articleNumber,
      brandId: loaded.brandId,
      primaryCategoryId: loaded.primaryCategoryId,
      isPackage: loaded.isPackage,
      priceIncVatOre: loaded.priceIncVatOre,
      vatRate: loaded.vatRate,
      isHeavy: loaded.isHeavy,
      name: loaded.name,
      alias: loaded.alias,
    },
    images: images.map((image) => ({
      productId: loaded.id,
      fileName: image.fileName,
      ratio: image.ratio,
    })),
  };
}

/**
 * A page of products with their images in one round trip (PGlite has one connection), through
 * the function that also gives addToCart the card of the product it adds (one card definition).
 */
async function loadCards(db: Queryable, languageId: LanguageId, ids: readonly number[]) {
  const [row] = await db.query<{ cards: LoadedCard[] }>(
    'SELECT product_cards_json($1, $2::int[]) AS cards',
    [languageId, ids],
  );
  const cards = new Map<number, ProductCard>();
  for (const loaded of row?.cards ?? []) cards.set(loaded.id, cardOf(loaded));
  return cards;
}

/**
 * The product cards of lists and searches (texts and images), kept in memory briefly: popular
 * products appear in many lists, and every query waits its turn on PGlite's one connection.
 */
export class ProductCardCache {
  readonly #cards = createLru<string, { card: ProductCard | null }>('product-cards');

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

  /** Forgets every card (the catalogue changed: search/catalogue-freshness.ts). */
  clear(): void {
    this.#cards.clear();
  }

  /** Keeps a card read elsewhere (addToCart reads the added product's with the cart). */
  prime(languageId: LanguageId, card: ProductCard): void {
    if (this.enabled) this.#cards.set(`${languageId}:${card.row.id}`, { card });
  }
}
