import type { LRUCache } from 'lru-cache';
import { createLru, createWeakMemo } from '../cache/registry.js';
import type { ProductModel } from '../catalogue/models.js';
import { cardModel } from '../catalogue/card-model.js';
import { packageStockOf } from '../catalogue/package-stock-rules.js';
import { stockOf } from '../catalogue/stock-rules.js';
import type { Queryable } from '../db/types.js';
import { ShopError } from '../errors/shop-error.js';
import type { Context } from '../graphql/context.js';
import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from '../list-index/list-index.js';
import { campaignsFromIndex, lowestFromIndex } from '../search/card-campaigns.js';
import { cardAt } from '../search/index-cards.js';
import { normaliseFilter } from '../search/product-filter.js';
import type { ProductListStore } from '../search/product-list-store.js';
import { coPurchases, type CoPurchase } from './co-purchase-store.js';
import { pickIds, type RecommendationRequest } from './recommendation-rules.js';

/** Co-purchases kept per set of products: more than any limit, so sold-out ones can be skipped. */
const CO_PURCHASES_KEPT = 200;

export interface RecommendationsModel {
  alsoBought: ProductModel[];
  popular: ProductModel[];
}

/**
 * The embedded recommendation service: "others also bought" from paid orders, and "popular in
 * the category" from the list index (the category lists' own popularity order), so a new shop
 * with no orders recommends from day one. Cards come from the list index like a list page's:
 * no SQL for them, one batch for the candidates' stock.
 */
export class RecommendationService {
  readonly #together: LRUCache<string, Promise<CoPurchase[]>>;

  constructor(private readonly db: Queryable) {
    this.#together = createLru<string, Promise<CoPurchase[]>>('co-purchases');
  }

  /** Products bought with these (sorted ids as the key: the cart's order does not matter). */
  boughtWith(productIds: readonly number[]): Promise<CoPurchase[]> {
    const ids = [...productIds].sort((a, b) => a - b);
    const key = ids.join(',');
    let found = this.#together.get(key);
    if (!found) {
      found = coPurchases(this.db, ids, CO_PURCHASES_KEPT);
      this.#together.set(key, found);
      found.catch(() => this.#together.delete(key));
    }
    return found;
  }

  async recommend(ctx: Context, languageId: LanguageId, request: RecommendationRequest) {
    const index = await ctx.productLists.indexes.get();
    const known = request.productIds.filter((id) => index.positionOf(id) >= 0);
    // No products named (a feed on a content page): the shop's most popular.
    if (known.length === 0 && request.productIds.length > 0)
      throw new ShopError('UNKNOWN_PRODUCT', 'No product the shop sells', {
        ids: request.productIds,
      });
    const excluded = new Set(request.productIds);
    const together = (await this.boughtWith(known)).map((row) => row.productId);
    const popular = await popularCandidates(ctx, index, languageId, known, request.limit);
    const candidates = pickIds([...together, ...popular], excluded, Infinity, (id) =>
      isListed(index, id),
    );
    const inStock = await inStockIds(ctx, index, languageId, candidates);
    const keep = (id: number) => inStock.has(id);
    const alsoBought = pickIds(together, excluded, request.limit, keep);
    const shown = new Set([...excluded, ...alsoBought]);
    const filled = pickIds(popular, shown, request.limit - alsoBought.length, keep);
    const card = (id: number) => cardOf(index, languageId, id);
    return { alsoBought: alsoBought.map(card), popular: filled.map(card) };
  }
}

const services = createWeakMemo<ProductListStore, RecommendationService>('recommendation-services');

/** The app's one service (its co-purchases cache lives as long as the app). */
export function recommendationService(ctx: Context): RecommendationService {
  let service = services.get(ctx.productLists);
  if (!service) {
    service = new RecommendationService(ctx.db);
    services.set(ctx.productLists, service);
  }
  return service;
}

const isListed = (index: ListIndex, id: number) => index.positionOf(id) >= 0;

function cardOf(index: ListIndex, languageId: LanguageId, id: number): ProductModel {
  const { row, images } = cardAt(index, index.positionOf(id), languageId);
  return cardModel(row, languageId, {
    images,
    campaigns: campaignsFromIndex(index, languageId, id),
    lowestBeforeOre: lowestFromIndex(index, id),
  });
}

/**
 * The most popular products of the products' primary categories (their subcategories
 * included), then of the parents of those, then of the whole shop: enough candidates to fill
 * `limit` after the products themselves and sold-out ones are left out.
 */
async function popularCandidates(
  ctx: Context,
  index: ListIndex,
  languageId: LanguageId,
  productIds: readonly number[],
  limit: number,
): Promise<number[]> {
  const snapshot = await ctx.catalogue.snapshot(languageId);
  const primary = [
    ...new Set(productIds.map((id) => index.primaryCategory[index.positionOf(id)] ?? 0)),
  ];
  const parents = primary.flatMap((id) => snapshot.categoryById.get(id)?.parentId ?? []);
  const scopes: (number | null)[] = [...new Set([...primary, ...parents]), null];
  const wanted = limit * 3 + productIds.length;
  const out: number[] = [];
  for (const categoryId of scopes) {
    if (out.length >= wanted) break;
    const query = normaliseFilter({ categoryId, sort: 'POPULARITY' }, languageId);
    const { ordered } = await ctx.productLists.list(query, false);
    for (const position of ordered.subarray(0, wanted)) out.push(index.ids[position] ?? 0);
  }
  return out;
}

/** The candidates a shopper can buy now (a package: as its parts allow), in one batch. */
async function inStockIds(
  ctx: Context,
  index: ListIndex,
  languageId: LanguageId,
  ids: readonly number[],
): Promise<Set<number>> {
  const loaders = ctx.loaders(languageId);
  const isPackage = (id: number) => ((index.cards.flags[index.positionOf(id)] ?? 0) & 1) !== 0;
  const packages = ids.filter(isPackage);
  const plain = ids.filter((id) => !isPackage(id));
  const skus = await loaders.skus.loadMany(plain);
  const out = new Set<number>();
  plain.forEach((id, i) => {
    const found = skus[i];
    if (found && !(found instanceof Error) && stockOf(found).inStock) out.add(id);
  });
  const parts = await loaders.packageParts.loadMany(packages);
  await Promise.all(
    packages.map(async (id, i) => {
      const list = parts[i];
      if (!list || list instanceof Error) return;
      const partSkus = await loaders.skus.loadMany(list.map((part) => part.productId));
      const stock = packageStockOf(
        list.map((part, j) => {
          const found = partSkus[j];
          return { quantity: part.quantity, skus: found instanceof Error ? [] : (found ?? []) };
        }),
      );
      if (stock.inStock) out.add(id);
    }),
  );
  return out;
}
