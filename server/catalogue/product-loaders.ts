import DataLoader from 'dataloader';
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import * as details from './product-details-store.js';
import type { ProductCard, ProductCardCache } from './product-card-cache.js';
import { productsByIds } from './product-row-store.js';
import type { SkuRow } from './stock-rules.js';
import type { ProductRow } from './models.js';
import { HISTORY_READ_DAYS, type PriceChange } from './price-history-rules.js';
import { shownPriceChanges } from './price-history-store.js';

/** Per-request batchers: every product field costs one query per request, not one per product. */
export interface ProductLoaders {
  product: DataLoader<number, ProductRow | null>;
  /** What a product card shows (no long texts), with images: through the shared card cache. */
  card: DataLoader<number, ProductCard | null>;
  categoryIds: DataLoader<number, number[]>;
  images: DataLoader<number, details.ImageRow[]>;
  skus: DataLoader<number, SkuRow[]>;
  campaigns: DataLoader<number, details.CampaignRow[]>;
  parameters: DataLoader<number, details.ParameterRow[]>;
  packageParts: DataLoader<number, details.PackagePartRow[]>;
  /** The prices shown over the last 120 days (a package's from its parts too), oldest first. */
  shownPriceChanges: DataLoader<number, PriceChange[]>;
}

function grouped<Row, Value>(
  load: (ids: readonly number[]) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  valueOf: (row: Row) => Value,
): DataLoader<number, Value[]> {
  return new DataLoader(async (ids) => {
    const byId = new Map<number, Value[]>();
    for (const row of await load(ids)) {
      const key = keyOf(row);
      const list = byId.get(key);
      if (list) list.push(valueOf(row));
      else byId.set(key, [valueOf(row)]);
    }
    return ids.map((id) => byId.get(id) ?? []);
  });
}

const self = <T>(row: T): T => row;
const byProduct = (row: { productId: number }): number => row.productId;

export function createProductLoaders(
  db: Queryable,
  languageId: LanguageId,
  cards: ProductCardCache,
): ProductLoaders {
  return {
    product: new DataLoader(async (ids) => {
      const rows = new Map((await productsByIds(db, languageId, ids)).map((r) => [r.id, r]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    card: new DataLoader(async (ids) => {
      const found = await cards.cards(languageId, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    categoryIds: grouped(
      (ids) => details.categoryLinks(db, ids),
      byProduct,
      (r) => r.categoryId,
    ),
    images: grouped((ids) => details.images(db, ids), byProduct, self),
    skus: grouped((ids) => details.skus(db, ids), byProduct, self),
    campaigns: grouped((ids) => details.activeCampaigns(db, languageId, ids), byProduct, self),
    parameters: grouped((ids) => details.parameters(db, languageId, ids), byProduct, self),
    packageParts: grouped(
      (ids) => details.packageParts(db, ids),
      (r) => r.packageId,
      self,
    ),
    shownPriceChanges: new DataLoader(async (ids) => {
      const since = Date.now() - HISTORY_READ_DAYS * 86_400_000;
      const found = await shownPriceChanges(db, ids, since);
      return ids.map((id) => found.get(id) ?? []);
    }),
  };
}
